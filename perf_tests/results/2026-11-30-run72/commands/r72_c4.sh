# Run 72 call 4 (one H200): the record at the final commit (binaries .device/c15bin.tar.xz, commands/
# r72_c4_prebuild.sh): every one-GPU CUDA test program (three of them their load-balance suites, as run 71), and
# automatic against cuSPARSE's best SpMM and Kokkos Kernels' rank-2 on the held-out real matrices at K = 8, 4, 16 and
# the large suite at K = 8. Rank 1 and mode T run no code this commit changed (the staged kernel is rank-2 op = A).
# Predicted (held out, geometric mean of xCUSP, run 71 c4 -> now): K = 8 1.709 -> 1.73-1.76, K = 4 1.331 -> 1.34-1.36,
# K = 16 1.825 -> 1.84-1.87 (web-NotreDame, rajat01, Chem97Zt, ct2010 gain 4-18% each; the rest take other kernels);
# large K = 8 2.177 -> 2.17-2.19 (few take the staged kernel). Machine to machine, cuSPARSE moved 8-10% in run 71.
tar -xJf .device/c15bin.tar.xz -C .device
BUILD_DIR=.device/c15bin CALL=c4 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double; do
  runtest $t
done
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_lb runtest $t --gtest_filter='*load_balance*'; done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
pack; ls -la $OUT
