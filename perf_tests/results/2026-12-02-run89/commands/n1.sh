# Run 89 call n1: main at 70104ce built on the device machine (16 cores, KSPMV_UNITS=many, the prefix of
# docs/GPU_BUILD.md from .device/deps.tar.xz) into .device/r89a, kept for n2 on the same warm machine. The record
# owed since 13dfcff: the one-GPU test programs (complex and int-offsets whole in n2), mode T held out and large.
# Predicted: every test passes; held out T ~1.05 (run 87 1.056: 13dfcff touched only the op = A gather), large T ~1.4.
BUILD_DIR=.device/r89a CALL=n1 LIMIT_S=590 source perf_tests/tools/device_call.sh kspmv-bench test_launch \
  test_errors_and_handle test_spmv_double test_spmv_float test_spmv_complex test_spmv_double_int_offsets \
  test_conversions test_matrix_market test_single_values test_graph_capture
echo "built at $(($(date +%s) - call_start)) s" | tee $R/build_time.txt
md5sum $B $BIN/unit_tests/test_* > $R/binaries.md5
export BENCH_MAX_S=60
bench score_t --real-suite score $M --algorithms automatic --mode T
bench large_t --suite large --algorithms automatic --mode T
runtest test_launch
runtest test_errors_and_handle
for t in test_single_values test_graph_capture test_conversions; do runtest $t; done
runtest test_spmv_double
runtest test_spmv_float
KSPMV_MATRIX_DIR=$M runtest test_matrix_market
pack
