# Run 80 call 3: the commit's CUDA test programs (.device/r80c: efd614f + walking warps in csr_vector_tiles when
# one tile covers K, warp_rows_walkers_per_warp = 8, and the test Handle.WarpRowsWalkersTakeSeveralRows, whose
# matrix has three walkers' rows and more: 202757 rows on the H200). test_spmv_complex and the int-offsets
# program on the suites the change touches (csr_vector, csr_load_balance); the others whole.
tar -xJf .device/r80c.tar.xz -C .device
BUILD_DIR=.device/r80c CALL=c3 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_spmv_complex test_spmv_double_int_offsets; do TAG=_cv runtest $t $F; done
runtest test_spmv_float
pack
