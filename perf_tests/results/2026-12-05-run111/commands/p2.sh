# Run 111 p2 (prepared, not run): the two sweeps not run whole at 0f7ab8b9 (README §3), one process at a time.
# Carry h111.tar.xz (HEAD's kspmv_test_sweeps, 16 MB) and p2.sh. About 360 s (run 107: 258 s and 98 s).
mkdir -p /tmp/h111 && { [ -d /tmp/h111/h111 ] || tar -xJf .device/h111.tar.xz -C /tmp/h111; } || exit 1
BUILD_DIR=/tmp/h111/h111 CALL=p2 LIMIT_S=500 source perf_tests/tools/device_call.sh
md5sum /tmp/h111/h111/*/* > $R/binaries.md5
for s in SpmvDoubleIntOffsets SpmvComplex; do TAG=_head_$s runtest kspmv_test_sweeps "--gtest_filter=$s.*"; done
pack
