# Run 76 call 3 (one H200, ~200 s), call 2's binaries (.device/q76.tar.xz). Call 2: the presummed scatter took
# 1.17-2.5x the staged kernel's time at K = 8 on the fit suite, bcsstk33 (0.18 distinct columns a tile) 1.71x where
# 0.3-0.5x was predicted. Why: ncu (sections below) of one launch of each kernel on bcsstk33 x41, Y = A^T X, K = 8.
tar -xJf .device/q76.tar.xz -C .device
BUILD_DIR=.device/q76 CALL=c3 LIMIT_S=220 source perf_tests/tools/device_call.sh
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats"
for v in presummed:CsriScatterPresummed staged:CsriScatterVectorLanes; do
  mode=${v%%:*}; kern=${v##*:}
  timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:$kern" --launch-skip 2 \
    --launch-count 1 $S -o /tmp/rep_$mode -f $B --matrix $M/bcsstk33.mtx.gz@auto --mode T --vectors 8 \
    --algorithms automatic --no-cusparse --transpose-vectors $mode --reps 2 --warmup 2 > $R/ncu_$mode.log 2>&1
  ncu -i /tmp/rep_$mode.ncu-rep --page details > $R/ncu_$mode.txt 2>&1
  pack
done
pack; ls -la $OUT
