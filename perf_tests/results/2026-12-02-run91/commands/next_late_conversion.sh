# NOT RUN: prepared in run 91 for the next session (README §5). Copy to .device/ and run on a fresh H200 with
# .device/deps.tar.xz and .device/m carried: main's bench, then the same tree with
# diffs/r91_late_conversion.diff applied and rebuilt in place (the padded kernels' objects recompile);
# registers of both, Nsight Compute on bcsstk29 (base names demangled so the regex sees the functor), and the
# FE files alternating main / late twice.
# Predicted: the single-value gathers drop from 47 (ELL) / 54-56 (SELL-P) registers towards 40; ELL single with
# deltas 0.90-0.97x its time at main on the bcsstk files; double kernels unchanged (same SASS: V = S).
BUILD_DIR=/tmp/bh CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
cp $B /tmp/bench_main
patch -p1 < perf_tests/results/2026-12-02-run91/diffs/r91_late_conversion.diff > $R/patch.log 2>&1 || exit 1
bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench || exit 1
cp $B /tmp/bench_late
for b in main late; do cuobjdump -res-usage /tmp/bench_$b | grep -A1 PaddedSlotsKernel > $R/res_$b.txt; done
pack
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
export BENCH_MAX_S=60
for pass in 1 2; do
  for b in main late; do
    B=/tmp/bench_$b bench fe_${b}_$pass --matrix $FE --single-values --algorithms automatic,ell,sellp --no-cusparse --reps 40
  done
done
for b in main late; do
  timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:PaddedSlotsKernel \
    --launch-count 8 --section LaunchStats --section Occupancy --section SpeedOfLight --section MemoryWorkloadAnalysis \
    /tmp/bench_$b --matrix $M/bcsstk29.mtx.gz@auto --algorithms ell --single-values --no-cusparse --reps 2 --warmup 1 \
    > $R/ncu_$b.txt 2> $R/ncu_$b.err
  pack
done
