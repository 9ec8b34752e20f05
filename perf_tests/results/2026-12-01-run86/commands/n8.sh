# Run 86 call n8: the CUDA tests that read the latency rule, at def4efd (.device/r86d: test_errors_and_handle,
# test_spmv_double; automatic on the suites' small matrices now takes csr_vector where the scalar clause held).
# Predicted: both pass.
tar -xJf .device/r86d.tar.xz -C .device
BUILD_DIR=.device/r86d CALL=n8 LIMIT_S=230 source perf_tests/tools/device_call.sh
md5sum $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double
pack
