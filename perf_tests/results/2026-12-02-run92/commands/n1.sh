# Run 92 call n1 (fresh machine): main at 5a83ac4 (library as 3e6fcdf, the review mend not yet run on a GPU),
# built here with the tests it reaches; then run 91's prepared late-conversion comparison
# (commands/next_late_conversion.sh of run 91) and mode T with single values.
# Predicted: tests pass; the single-value gathers drop from 47 (ELL) / 54-56 (SELL-P) registers towards 40 with
# late conversion; ELL single with deltas 0.90-0.97x its time at main on the bcsstk files; double kernels
# unchanged. Mode T single: automatic single / as given 1.00-1.10 (T scatters through A's CSR; only the values
# stream shrinks, and the atomics bound the scatter).
BUILD_DIR=/tmp/bh CALL=n1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_single_values test_errors_and_handle test_spmv_double
md5sum $B > $R/binaries.md5
runtest test_single_values
runtest test_errors_and_handle
runtest test_spmv_double --gtest_filter=*ell*:*sellp*:*single_values*:*hybrid*:*automatic*
cp $B /tmp/bench_main
patch -p1 < .device/r91_late_conversion.diff > $R/patch.log 2>&1 || exit 1
bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench || exit 1
cp $B /tmp/bench_late
echo "late built at $(($(date +%s) - call_start)) s"
for b in main late; do cuobjdump -res-usage /tmp/bench_$b | grep -A1 PaddedSlotsKernel > $R/res_$b.txt; done
pack
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
export BENCH_MAX_S=60
for pass in 1 2; do
  for b in main late; do
    B=/tmp/bench_$b bench fe_${b}_$pass --matrix $FE --single-values --algorithms automatic,ell,sellp --no-cusparse --reps 40
  done
done
B=/tmp/bench_main BENCH_MAX_S=90 bench fe_T_single --matrix $FE --mode T --single-values --algorithms automatic,ell,sellp,csr_load_balance,evc_hyb,csc --reps 30
for b in main late; do
  timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:PaddedSlotsKernel \
    --launch-count 8 --section LaunchStats --section Occupancy --section SpeedOfLight --section MemoryWorkloadAnalysis \
    /tmp/bench_$b --matrix $M/bcsstk29.mtx.gz@auto --algorithms ell --single-values --no-cusparse --reps 2 --warmup 1 \
    > $R/ncu_$b.txt 2> $R/ncu_$b.err
  pack
done
pack
