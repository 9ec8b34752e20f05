# Run 87 call n3: the other CUDA test programs at 07f4f23 (.device/r87c; test_errors_and_handle, test_spmv_double
# and test_launch passed in n2 at the same code). test_spmv_complex and the int-offsets program on their
# csr_vector and csr_load_balance suites, as one_gpu_tests runs them. Predicted: all pass.
tar -xJf .device/r87c.tar.xz -C .device
BUILD_DIR=.device/r87c CALL=n3 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $BIN/unit_tests/* > $R/binaries.md5
runtest test_spmv_float
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
pack
