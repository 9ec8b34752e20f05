# Run 111 t4: the HEAD (0f7ab8b9) SpmvDoubleIntOffsets sweep, one process (what n3 left of c2).
mkdir -p /tmp/h111 && { [ -d /tmp/h111/h111 ] || tar -xJf .device/h111.tar.xz -C /tmp/h111; } || exit 1
BUILD_DIR=/tmp/h111/h111 CALL=t4 LIMIT_S=140 source perf_tests/tools/device_call.sh
TAG=_head_SpmvDoubleIntOffsets runtest kspmv_test_sweeps "--gtest_filter=SpmvDoubleIntOffsets.*"
pack
