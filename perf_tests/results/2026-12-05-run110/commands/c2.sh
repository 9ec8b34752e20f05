# Run 110 c2 (prepared in run 109 as its c2): the unit tests at 0f7ab8b9 on the H200, whole: the library program and the four scalar sweeps,
# five processes side by side on the one GPU (correctness only; nothing timed).
mkdir -p /tmp/b110 && { [ -d /tmp/b110/b110 ] || tar -xJf .device/b110.tar.xz -C /tmp/b110; } || exit 1
BUILD_DIR=/tmp/b110/b110 CALL=c2 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum /tmp/b110/b110/*/* > $R/binaries.md5
runtest kspmv_test_library &
for s in SpmvComplex SpmvDouble SpmvFloat SpmvDoubleIntOffsets; do
  TAG=_$s runtest kspmv_test_sweeps "--gtest_filter=$s.*" &
done
wait
echo "all at $(($(date +%s) - call_start)) s" | tee -a $R/tests_summary.txt
pack
