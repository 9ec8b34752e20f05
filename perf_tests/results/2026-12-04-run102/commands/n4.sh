# Run 102 call 4: DIA's rank-2 gather over a whole tile by one pointer stepped by X's vector stride, no
# per-vector predicates (lean: X through __ldg as the RandomAccess view reads it; leanp: plain loads), A-B-B-A
# against the no-op build on the stencils at K = 8, 4, 16, mode T at K = 8; ncu of base and lean on stencil27.
mkdir -p /tmp/b102 && tar -xJf .device/b102d.tar.xz -C /tmp/b102 || exit 1
CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b102/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b102/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
for K in 8 4 16; do
  run base102 s${K}_1 $G --vectors $K; run lean s${K}_1 $G --vectors $K; run leanp s${K}_1 $G --vectors $K
  run leanp s${K}_2 $G --vectors $K; run lean s${K}_2 $G --vectors $K; run base102 s${K}_2 $G --vectors $K
done
run base102 t8_1 $G --vectors 8 --mode T; run lean t8_1 $G --vectors 8 --mode T; run leanp t8_1 $G --vectors 8 --mode T
for v in base102 lean; do
  for c in stencil27:100; do
    timeout 100 ncu --kernel-name-base demangled --kernel-name regex:DiaKernel --launch-skip 1 --launch-count 1 \
      --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats \
      --section SchedulerStats --section LaunchStats --section InstructionStats \
      /tmp/b102/$v/kspmv-bench --case $c --algorithms dia --no-cusparse --vectors 8 --reps 2 --warmup 1 \
      > $R/ncu_${c%%:*}_$v.txt 2>&1
    echo "ncu $v $c rc=$?"; pack
  done
done
pack
