# Run 86 call n4: the direct range launches with Kokkos' own block-size rule (.device/r86b, bench and
# launch-cost), against main's kernels (.device/r85a) alternately at 20M+ where n3 found r86a's rule off
# (DIA stencils 1.08-1.13x, SELL-P wide 1.35x, ELL K = 4 1.06-1.12x, others 0.90-0.95); then the latency regime
# and the host time per apply again.
# Predicted: new / old within 1.5% everywhere at 20M+; latency as n1 (0.92-0.96 gm of cuSPARSE on the score half).
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r86b.tar.xz -C .device
BUILD_DIR=.device/r86b CALL=n4 LIMIT_S=420 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD $BIN/perf_tests/kspmv-launch-cost > $R/binaries.md5
export BENCH_MAX_S=40
for p in 1 2; do
  B=$OLD bench large_old_$p --suite large --algorithms dia,ell,sellp --no-cusparse
  bench large_new_$p --suite large --algorithms dia,ell,sellp --no-cusparse
  B=$OLD bench fe4_old_$p --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
  bench fe4_new_$p --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
done
FILES=""; for f in LeGresley_4908 ca-CondMat pesa nh2010 cage11 astro-ph bcsstk13 wiki-Vote; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
timeout 60 $BIN/perf_tests/kspmv-launch-cost --case stencil7:32 $FILES > $R/launch_cost_new.txt 2> $R/launch_cost_new.err; echo "lc new rc=$?"
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
B=$OLD bench lat_score_old --small-suite score $M --algorithms $F
B=$OLD bench lat_fit_old --small-suite fit $M --algorithms $F
pack
