# Run 86 call n6: every one-GPU CUDA test program at the final tree (.device/r86c), test_launch first.
# Predicted: all pass (n2 passed them on r86a, whose vector launches and kernels are the same).
tar -xJf .device/r86c.tar.xz -C .device
BUILD_DIR=.device/r86c CALL=n6 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
one_gpu_tests
pack
