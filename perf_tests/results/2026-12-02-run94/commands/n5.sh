# Run 94 call n5 (fresh machine): main at e3a9925 (the setup passes of run 94: diagonal counts in a team's
# histogram, the block-size gcd pass stopping at 1, the scatter-cost count in registers, narrow groups by a
# thread per row) built here (16 cores, KSPMV_UNITS=many) with all nine one-GPU test programs; the tests.
# Predicted: every test passes (the counts are exact; choices unchanged in n4).
BUILD_DIR=/tmp/bh CALL=n5 LIMIT_S=585 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_spmv_float test_spmv_complex test_spmv_double test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double_int_offsets
md5sum $B > $R/binaries.md5
one_gpu_tests
pack
