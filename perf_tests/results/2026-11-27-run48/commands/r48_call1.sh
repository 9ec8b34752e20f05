# run 48 call 1 (nvidia-h100-x1): the working tree = 5c9b335 + run 47's two prepared diffs
# (entry runs for BSR detection / HYB's COO fill; staged-products rank-1 behind
# KSPMV_EXP_STAGED1=1) against 5c9b335 ('base', .device/base). Tests of the new tree
# (conversions; csr_load_balance, automatic, hybrid, bsr, dia with the switch on and off),
# automatic's setup on the large suite base vs new (x2), staged off/on on score and fit (x2),
# ncu of DIA and ELL on Trefethen (why DIA streams its own bytes below ELL's rate).
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_conversions test_spmv_double || { wait; cat /tmp/bb.out; exit 1; }
M=.device/m; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "new built at $(( $(date +%s) - start )) s"
(cd /tmp/bh/unit_tests && timeout 40 ./test_conversions > $R/test_conversions.log 2>&1; echo "rc=$?" >> $R/test_conversions.log
 F='*csr_load_balance*:*automatic*:*hybrid*:*bsr*:*dia*'
 KSPMV_EXP_STAGED1=1 timeout 100 ./test_spmv_double --gtest_filter="$F" > $R/test_double_staged.log 2>&1; echo "rc=$?" >> $R/test_double_staged.log
 timeout 100 ./test_spmv_double --gtest_filter="$F" > $R/test_double.log 2>&1; echo "rc=$?" >> $R/test_double.log)
for f in $R/*.log; do echo "$f: $(grep -E '^\[  (PASSED|FAILED)' $f | head -3 | tr '\n' ' ') $(tail -n1 $f)"; done
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1; echo "base built at $(( $(date +%s) - start )) s"
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
B() { [ $1 = base ] && echo /tmp/bb || echo /tmp/bh; }
for p in 1 2; do for b in base new; do
  bench setup_${b}_p$p $(B $b) --suite large --algorithms automatic --no-cusparse --reps 10
done; done
for p in 1 2; do for s in off on; do
  if [ $s = on ]; then export KSPMV_EXP_STAGED1=1; else unset KSPMV_EXP_STAGED1; fi
  bench score_${s}_p$p /tmp/bh --real-suite score $M --algorithms csr_load_balance,automatic --no-cusparse --reps 30
  bench fit_${s}_p$p /tmp/bh --real-suite fit $M --algorithms csr_load_balance,automatic --no-cusparse --reps 30
done; done
unset KSPMV_EXP_STAGED1
for s in off on; do
  if [ $s = on ]; then export KSPMV_EXP_STAGED1=1; else unset KSPMV_EXP_STAGED1; fi
  bench large_${s} /tmp/bh --suite large --algorithms csr_load_balance,automatic --no-cusparse --reps 30
done
unset KSPMV_EXP_STAGED1
left=$((deadline - 10 - $(date +%s)))
[ $left -gt 30 ] && timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:DiaKernel|PaddedSlots" --launch-count 4 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats \
    /tmp/bh/perf_tests/kspmv-bench --matrix $M/Trefethen_2000.mtx.gz@auto --algorithms dia,ell --no-cusparse --reps 2 --warmup 0 > $R/ncu_trefethen.txt 2>&1
echo "ncu rc=$? at $(( $(date +%s) - start )) s"
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
