# Run 71 call 4 (one H200, fresh): the record at the final commit (the staged kernel's rows found once a chunk,
# both builds under LaunchBounds<128, 8>), built on the development machine (commands/r71_c4_prebuild.sh).
# Only rank-2 kernels changed: every CUDA test program (the four scalar suites: test_spmv_double whole, the other
# three their load-balance suites, which hold the staged kernel's rank-2 tests), then automatic against cuSPARSE's
# best SpMM at K = 8, 4, 16 held out, K = 8 large, K = 32 held out, as long as the call's time lasts.
# Predicted (c3's same-process gain on run 70's record): K = 8 held out 1.761 -> 1.77-1.79, K = 4 1.344 -> 1.35,
# K = 16 1.880 -> 1.89-1.91, K = 32 1.876 -> 1.88-1.90; K = 8 large 2.193 -> 2.19-2.21 (its matrices are generated:
# few take the staged kernel).
tar -xJf .device/c12bin.tar.xz -C .device
BUILD_DIR=.device/c12bin CALL=c4 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double; do
  runtest $t
done
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_lb runtest $t --gtest_filter='*load_balance*'; done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
