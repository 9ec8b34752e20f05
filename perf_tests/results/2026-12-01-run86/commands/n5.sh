# Run 86 call n5: range kernels launched directly as Kokkos' own ParallelFor kernel (.device/r86c, every target),
# against main's kernels (.device/r85a) at 20M+ where n3/n4 found r86a/r86b's own range kernel off; the latency
# regime, host time per apply, and the record (held out N, T, K = 4; large suite N).
# Predicted: new / old within 1% at 20M+ (the same device code as Kokkos' launch); latency as n4 (0.94-0.99 gm of
# cuSPARSE); the record as run 85 n3.
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r86c.tar.xz -C .device
BUILD_DIR=.device/r86c CALL=n5 LIMIT_S=420 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD $BIN/perf_tests/kspmv-launch-cost $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
export BENCH_MAX_S=40
B=$OLD bench large_old --suite large --algorithms dia,ell,sellp --no-cusparse
bench large_new --suite large --algorithms dia,ell,sellp --no-cusparse
B=$OLD bench fe4_old --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
bench fe4_new --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
FILES=""; for f in LeGresley_4908 ca-CondMat pesa nh2010 cage11 astro-ph bcsstk13 wiki-Vote; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
timeout 60 $BIN/perf_tests/kspmv-launch-cost --case stencil7:32 $FILES > $R/launch_cost_new.txt 2> $R/launch_cost_new.err; echo "lc new rc=$?"
timeout 60 .device/r85a/perf_tests/kspmv-launch-cost --case stencil7:32 $FILES > $R/launch_cost_old.txt 2> $R/launch_cost_old.err; echo "lc old rc=$?"
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
B=$OLD bench lat_score_old --small-suite score $M --algorithms $F
B=$OLD bench lat_fit_old --small-suite fit $M --algorithms $F
bench score_n --real-suite score $M --algorithms automatic
bench large_n --suite large --algorithms automatic
bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=60 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
