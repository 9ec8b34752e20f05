# Run 70 call 2 (one H200, warm after c1 or fresh; ~560 s): the CUDA unit tests at 5987f2d (main; its kernels are
# d4f8f1c's, c8da953 braced a branch with identical PTX) and mode T against cuSPARSE's transpose. Binaries built on the
# development machine (commands/r70_prebuild.sh), carried as .device/c7bin.tar.xz with this script and .device/m.
# Predicted: every test passes; T held out 1.05-1.06 (run 67 at 85dd244: 1.056; no transposed path changed since),
# T large 1.41-1.42 (run 67).
[ -d .device/c7bin ] || tar -xJf .device/c7bin.tar.xz -C .device
BUILD_DIR=.device/c7bin CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
runtest test_spmv_double
runtest test_spmv_double_int_offsets
runtest test_spmv_float
runtest test_spmv_complex
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
pack; ls -la $OUT
