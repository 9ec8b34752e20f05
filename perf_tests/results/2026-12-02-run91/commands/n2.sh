# Run 91 call n2 (n1's machine and build): the unit tests the change reaches (padded kernels with 4-byte values).
BUILD_DIR=/tmp/bh CALL=n2 LIMIT_S=400 source perf_tests/tools/device_call.sh
runtest test_spmv_float
runtest test_spmv_double --gtest_filter=*ell*:*sellp*:*single_values*:*hybrid*
pack
