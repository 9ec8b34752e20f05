# Run 104 e1: DIA rank 2, op = A, warps of a block taking rows `spacing` apart (perf_tests/results/
# 2026-12-04-run104/diffs/e1_dia_spaced.diff, -DKSPMV_EXP_DIA_SPACED=8 / 4 = warps a group; the spacing from
# KSPMV_EXP_DIA_SPACING, rounded down to a multiple of 32; unset = the kernel as in main). Binaries: main at
# 8d4a71a's /work/cubuild relinked by local_variant.sh with the diff (spaced8, spaced4), stripped, in
# .device/b104e.tar.xz. A-B-B-A in one call: base (spaced8, no spacing), s8, s4, s4, s8, base.
mkdir -p /tmp/b104e && tar -xJf .device/b104e.tar.xz -C /tmp/b104e || exit 1
CALL=e1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b104e/*/kspmv-bench > $R/binaries.md5
one() {  # one(label, binary, spacing, case, K, pass)
  local label=$1 v=$2 sp=$3 c=$4 K=$5 p=$6
  if [ "$sp" = 0 ]; then unset KSPMV_EXP_DIA_SPACING; else export KSPMV_EXP_DIA_SPACING=$sp; fi
  B=/tmp/b104e/$v/kspmv-bench BENCH_MAX_S=40 bench ${c%%:*}_k${K}_${p}_$label --case $c --algorithms dia --no-cusparse --reps 20 --vectors $K
  unset KSPMV_EXP_DIA_SPACING
}
abba() {  # abba(case, spacing, K)
  local c=$1 sp=$2 K=$3
  one base spaced8 0 $c $K 1; one s8 spaced8 $sp $c $K 1; one s4 spaced4 $sp $c $K 1
  one s4 spaced4 $sp $c $K 2; one s8 spaced8 $sp $c $K 2; one base spaced8 0 $c $K 2
}
KSPMV_EXP_PRINT_BLOCK=1 KSPMV_EXP_DIA_SPACING=160 /tmp/b104e/spaced8/kspmv-bench --case stencil7:40 --algorithms dia --no-cusparse --reps 2 --vectors 8 > $R/block_print.txt 2>&1
for K in 8 4; do
  abba stencil7:160 160 $K; abba stencil27:100 100 $K; abba stencil5:4096 4096 $K
done
abba stencil7:160 160 16
for v in base s8; do
  sp=0; [ $v = s8 ] && sp=160
  KSPMV_EXP_DIA_SPACING=$sp timeout 100 ncu --kernel-name-base demangled --kernel-name regex:DiaKernel --launch-skip 1 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy \
    /tmp/b104e/spaced8/kspmv-bench --case stencil7:160 --algorithms dia --no-cusparse --vectors 8 --reps 2 --warmup 1 \
    > $R/ncu_stencil7_$v.txt 2>&1
  echo "ncu $v rc=$?"; pack
done
pack
