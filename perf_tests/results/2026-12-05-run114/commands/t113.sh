# Run 113 call T: the one-GPU tests at eda0928a (arch::direct_launch: every CUDA launch's path), one process
# at a time: the library's tests, SpmvComplex whole (the lock array of complex atomics launched directly,
# run 103) and SpmvDouble whole. Carry p113.tar.xz and t113.sh. About 420 s (run 111/112: 46 + 217 + 153).
mkdir -p /tmp/p113 && { [ -d /tmp/p113/p113 ] || tar -xJf .device/p113.tar.xz -C /tmp/p113; } || exit 1
mkdir -p /tmp/p113/p113/unit_tests && ln -sf ../kspmv_test_library ../kspmv_test_sweeps /tmp/p113/p113/unit_tests/ 2>/dev/null
BUILD_DIR=/tmp/p113/p113 CALL=t1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/p113/p113/kspmv* > $R/binaries.md5
TAG=_library runtest kspmv_test_library
TAG=_SpmvComplex runtest kspmv_test_sweeps '--gtest_filter=SpmvComplex.*'
TAG=_SpmvDouble runtest kspmv_test_sweeps '--gtest_filter=SpmvDouble.*'
pack
