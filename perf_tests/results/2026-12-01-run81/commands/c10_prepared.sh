# Run 81 call 10: the commit's CUDA tests for warp rows in the fewest tiles (5dad865 + /tmp/r81_fewest.diff and its
# tests: .device/r81t, kspmv-bench and three test programs). test_errors_and_handle whole (the warp-rows handle tests
# now at K = 5, 8, 9, 13, 19 and walkers at 3, 6, 8), test_spmv_double and test_spmv_complex on their csr_vector and
# csr_load_balance suites (rank-2 K up to 64 with warp rows forced). The device budget left (~229 s) allows no more.
# Predicted: all pass.
tar -xJf .device/r81t.tar.xz -C .device
BUILD_DIR=.device/r81t CALL=c10 LIMIT_S=150 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
F='--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_spmv_double test_spmv_complex; do TAG=_cv runtest $t $F; done
pack
