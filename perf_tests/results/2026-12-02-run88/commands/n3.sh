# Run 88 call n3: 788c7e5 (the load-balanced CSR's empty rows in the chunk launch) built on the device machine
# (16 cores, KSPMV_UNITS=many, the prefix of docs/GPU_BUILD.md from .device/deps.tar.xz), then the one-GPU
# test programs and the record's rank-1 N jobs. Predicted: every test passes; held out N gm 1.010 -> ~1.013
# (web-NotreDame x16 0.87 -> ~0.91), large N 1.28 (rmat 0.99x time).
BUILD_DIR=.device/r88c CALL=n3 LIMIT_S=590 source perf_tests/tools/device_call.sh kspmv-bench test_launch \
  test_errors_and_handle test_spmv_double test_spmv_float test_spmv_complex test_spmv_double_int_offsets \
  test_conversions test_matrix_market test_single_values test_graph_capture
echo "built at $(($(date +%s) - call_start)) s" | tee $R/build_time.txt
md5sum $B $BIN/unit_tests/test_* > $R/binaries.md5
export BENCH_MAX_S=60
bench score_n --real-suite score $M --algorithms automatic
runtest test_launch
runtest test_errors_and_handle
runtest test_spmv_double
bench large_n --suite large --algorithms automatic
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_single_values test_graph_capture test_conversions test_matrix_market; do runtest $t; done
runtest test_spmv_float
pack
