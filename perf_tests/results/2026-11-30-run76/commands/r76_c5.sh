# Run 76 call 5 (one H200, ~250 s), call 4's binaries (.device/s76b.tar.xz; their default paths are main's: the
# presummed scatter runs only when asked).
# (1) ncu (call 3's sections) of the second presummed design on bcsstk33 x41, Y = A^T X, K = 8: call 4 measured
#     it at 1.01x the staged kernel's time where its atomics are 5.7x fewer. Predicted: the L2 no longer the
#     busiest unit; the instructions of the sort and the per-thread sums (issue-bound or barrier stalls) set it.
# (2) run 75's open question (commands/next_r76_call1.sh item 2): the staging rule's ordered branch where rows stay in
#     order with 4-16 entries a row of Y: denserows with D = 4 and 16 dense rows, automatic (the split from K = 7)
#     against staged at K = 8. Predicted staged 0.8-1.1x automatic's time.
tar -xJf .device/s76b.tar.xz -C .device
BUILD_DIR=.device/s76b CALL=c5 LIMIT_S=250 source perf_tests/tools/device_call.sh
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats"
timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsriScatterPresummed" --launch-skip 2 \
  --launch-count 1 $S -o /tmp/rep_sorted -f $B --matrix $M/bcsstk33.mtx.gz@auto --mode T --vectors 8 \
  --algorithms automatic --no-cusparse --transpose-vectors presummed --reps 2 --warmup 2 > $R/ncu_sorted.log 2>&1
ncu -i /tmp/rep_sorted.ncu-rep --page details > $R/ncu_sorted.txt 2>&1
pack
export BENCH_MAX_S=60
D="denserows:2097152:4 denserows:2097152:16 denserows:1048576:16"
bench dense_t8_auto --matrix $D --mode T --vectors 8 --algorithms automatic --no-cusparse
bench dense_t8_staged --matrix $D --mode T --vectors 8 --algorithms automatic --no-cusparse --transpose-vectors staged
pack; ls -la $OUT
