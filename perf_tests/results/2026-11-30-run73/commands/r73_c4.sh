# Run 73 call 4 (one H200, ~590 s): the record at the final commit (binaries .device/c4bin.tar.xz,
# commands/r73_c4_prebuild.sh): every one-GPU CUDA test program (three of them their load-balance suites, as runs
# 71-72), and automatic against cuSPARSE's best SpMM and Kokkos Kernels' rank-2 on the held-out real matrices at
# K = 4, 8, 16 and the large suite at K = 8.
# Predicted (held out, geometric mean of xCUSP; run 72 c4 -> now): K = 4 1.360 -> 1.40-1.44 (bundle1, soc-Slashdot0902,
# wiki-Vote no longer walk at K = 4: c2 0.74, 0.87, 0.78 of their time); K = 8 1.751 and K = 16 1.872 within 1% (the
# walk still serves 8 and more vectors); large K = 8 2.152 within 1%.
tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c4 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double; do
  runtest $t
done
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_lb runtest $t --gtest_filter='*load_balance*'; done
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
pack; ls -la $OUT
