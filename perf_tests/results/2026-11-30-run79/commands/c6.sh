# Run 79 call 6: the commit's CUDA test programs (.device/r79f: c95a8e8 + the wide tile's launch bounds and warp
# rows reading X as given; kspmv-bench and the nine one-GPU test programs). test_spmv_complex and the int-offsets
# program on the suites the change touches; the others whole.
tar -xJf .device/r79f.tar.xz -C .device
BUILD_DIR=.device/r79f CALL=c6 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance'
for t in test_spmv_complex test_spmv_double_int_offsets; do TAG=_cv runtest $t $F; done
runtest test_spmv_float
pack
