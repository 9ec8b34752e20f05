# Run 109 c2: the unit tests at 5e405d5e on the H200, whole: the library program and the four scalar sweeps,
# five processes side by side on the one GPU (correctness only; nothing timed).
mkdir -p /tmp/b109 && { [ -d /tmp/b109/b109 ] || tar -xJf .device/b109.tar.xz -C /tmp/b109; } || exit 1
BUILD_DIR=/tmp/b109/b109 CALL=c2 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum /tmp/b109/b109/*/* > $R/binaries.md5
runtest kspmv_test_library &
for s in SpmvComplex SpmvDouble SpmvFloat SpmvDoubleIntOffsets; do
  TAG=_$s runtest kspmv_test_sweeps "--gtest_filter=$s.*" &
done
wait
echo "all at $(($(date +%s) - call_start)) s" | tee -a $R/tests_summary.txt
pack
