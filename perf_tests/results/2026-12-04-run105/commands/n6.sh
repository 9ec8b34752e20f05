# Run 105 n6: why the bound gains. ncu on DIA's K = 8 kernel, stencil27:100 and stencil7:160, 8d4a71a (base,
# unbounded) against 7f046ab (new, LaunchBounds<128, 1>): occupancy, warp stalls, memory throughput.
# Predicted: new issues more loads per warp in flight (fewer long-scoreboard stalls a load), fewer warps.
mkdir -p /tmp/b105e && tar -xJf .device/b105e.tar.xz -C /tmp/b105e || exit 1
CALL=n6 LIMIT_S=200 source perf_tests/tools/device_call.sh
md5sum /tmp/b105e/*/kspmv-bench > $R/binaries.md5
for c in stencil27:100 stencil7:160; do
  for v in base new; do
    timeout 60 ncu --kernel-name-base demangled --kernel-name regex:DiaKernel --launch-skip 2 --launch-count 1 \
      --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats \
      --section LaunchStats --section SchedulerStats \
      /tmp/b105e/$v/kspmv-bench --case $c --algorithms dia --no-cusparse --vectors 8 --reps 2 --warmup 1 \
      > $R/ncu_${c%%:*}_$v.txt 2>&1
    echo "ncu $c $v rc=$? at $(($(date +%s) - call_start)) s"; pack
  done
done
pack
