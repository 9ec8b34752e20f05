# Run 86 call n1: kspmv's apply launches by CUDA's own <<<>>> (spmv/arch/direct_launch.hpp) instead of Kokkos'
# parallel_for: csr_scalar, the csr_vector rank-1 gather, ELL / SELL-P, DIA, the scale, the chunk kernels of the
# CSR and COO load balance and the CSR load balance's short-row pass (.device/r86a: this tree), against main's
# kernels (.device/r85a) in the latency regime.
# Predicted: host time per apply (kspmv-launch-cost) about 1 us less for every kspmv algorithm (empty Kokkos
# launch 5.1 against <<<>>> 4.1 us in run 85 n1), two-launch plans about 2 us less; the latency regime (small
# suites, same-process ratio to cuSPARSE's best) from 0.90-0.91 to 1.05-1.10 gm; the 20M+ record unchanged.
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r86a.tar.xz -C .device
BUILD_DIR=.device/r86a CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD $BIN/perf_tests/kspmv-launch-cost .device/r85a/perf_tests/kspmv-launch-cost $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
FILES=""; for f in LeGresley_4908 ca-CondMat pesa nh2010 cage11 astro-ph bcsstk13 wiki-Vote; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
for p in 1 2; do
  timeout 60 $BIN/perf_tests/kspmv-launch-cost --case stencil7:32 $FILES > $R/launch_cost_new_$p.txt 2> $R/launch_cost_new_$p.err; echo "lc new rc=$?"
  timeout 60 .device/r85a/perf_tests/kspmv-launch-cost --case stencil7:32 $FILES > $R/launch_cost_old_$p.txt 2> $R/launch_cost_old_$p.err; echo "lc old rc=$?"
done
pack
export BENCH_MAX_S=60
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
B=$OLD bench lat_score_old --small-suite score $M --algorithms $F
BENCH_MAX_S=40 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=40 bench large_n --suite large --algorithms automatic
pack
