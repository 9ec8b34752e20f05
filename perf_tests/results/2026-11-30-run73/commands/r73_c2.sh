# Run 73 call 2 (one H200, ~520 s): the two tuning choices c1 left open, on the fit suite first (the choice is made
# there) and the score suite (reported, not fitted on). Binaries: c1's kspmv-bench-final (main) and -vb4
# (staged_products_vector_block 4), repacked as .device/c2bin.tar.xz.
#   final      automatic as in main
#   vb4        automatic, the staged kernel's vectors a block 4 (c1: 0.92-0.95 of final's time on four of five
#              staged matrices, 1.03-1.06 on soc-Epinions1)
#   vb4_nomw   the same with SpmvOptions::merge_walk = false: csr_load_balance's rank-2 gather never walks the merge
#              path and takes the staged kernel instead (c1: bundle1 0.83 of the walk's time at K = 4, 0.92 at K = 8)
# K = 4 and 8 on both suites, K = 16 on the fit suite; automatic against Kokkos Kernels' rank-2 only (no cuSPARSE).
tar -xJf .device/c2bin.tar.xz -C .device
BUILD_DIR=.device/c2bin CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
P=$BIN/perf_tests
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=90
for k in 4 8; do
  for s in fit score; do
    B=$P/kspmv-bench-final bench ${s}_k${k}_final --real-suite $s $M --vectors $k $A
    B=$P/kspmv-bench-vb4 bench ${s}_k${k}_vb4 --real-suite $s $M --vectors $k $A
    B=$P/kspmv-bench-vb4 bench ${s}_k${k}_vb4_nomw --real-suite $s $M --vectors $k $A --merge-walk no
  done
done
B=$P/kspmv-bench-final bench fit_k16_final --real-suite fit $M --vectors 16 $A
B=$P/kspmv-bench-vb4 bench fit_k16_vb4 --real-suite fit $M --vectors 16 $A
B=$P/kspmv-bench-vb4 bench fit_k16_vb4_nomw --real-suite fit $M --vectors 16 $A --merge-walk no
pack; ls -la $OUT
