# Prepared in run 103 (not run): the rest of the record at 8d4a71a, call 1 of 3: the nine one-GPU test programs
# (test_spmv_complex ran whole at 8d4a71a in p3 + p4; one_gpu_tests runs it filtered again). Binaries: run 103
# left them, built at 8d4a71a (dev_build.sh, KSPMV_UNITS=many, stripped), in .device/b104.tar.xz (md5s in
# .device/b104.md5) on its development machine; rebuild them where that is gone. .device/m: the 15 held-out files.
mkdir -p /tmp/b104 && { [ -d /tmp/b104/head ] || tar -xJf .device/b104.tar.xz -C /tmp/b104; } || exit 1
BUILD_DIR=/tmp/b104/head CALL=q1 LIMIT_S=540 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
one_gpu_tests
pack
