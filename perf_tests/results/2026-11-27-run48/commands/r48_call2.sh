# run 48 call 2 (nvidia-h100-x1): DIA rank-1 op = A with 16 / sizeof(value) rows a thread and one
# 16-byte load per diagonal (KSPMV_EXP_DIA_ROWS=1; off = DIA as in 5c9b335), one build of the
# working tree (5c9b335 + the entry-runs change + the switch). DIA tests with the switch on; the
# banded matrices (N, double and single values), the large suite's stencils, two interleaved passes.
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double test_single_values || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
(cd /tmp/bh/unit_tests && export KSPMV_EXP_DIA_ROWS=1
 timeout 100 ./test_spmv_double --gtest_filter='*dia*:*Dia*:*automatic*' > $R/test_double_dia_rows.log 2>&1; echo "rc=$?" >> $R/test_double_dia_rows.log
 timeout 100 ./test_single_values > $R/test_single_values_rows.log 2>&1; echo "rc=$?" >> $R/test_single_values_rows.log)
for f in $R/*.log; do echo "$f: $(grep -E '^\[  (PASSED|FAILED)' $f | head -3 | tr '\n' ' ') $(tail -n1 $f)"; done
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left /tmp/bh/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
sw() { if [ $1 = on ]; then export KSPMV_EXP_DIA_ROWS=1; else unset KSPMV_EXP_DIA_ROWS; fi; }
for p in 1 2; do for s in off on; do sw $s
  bench banded_${s}_p$p --matrix $BANDED --algorithms dia,ell,automatic --no-cusparse --reps 40
done; done
for p in 1 2; do for s in off on; do sw $s
  bench large_${s}_p$p --suite large --algorithms dia,automatic --no-cusparse --reps 30
done; done
for s in off on; do sw $s; bench single_${s} --matrix $BANDED --single-values --algorithms dia,ell --no-cusparse --reps 40; done
for s in off on; do sw $s; bench largesingle_${s} --suite large --single-values --algorithms dia --no-cusparse --reps 30; done
sw on
left=$((deadline - 10 - $(date +%s)))
[ $left -gt 30 ] && timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:DiaKernel" --launch-count 2 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats \
    /tmp/bh/perf_tests/kspmv-bench --matrix $M/Trefethen_2000.mtx.gz@auto --algorithms dia --no-cusparse --reps 2 --warmup 0 > $R/ncu_trefethen_rows.txt 2>&1
echo "ncu rc=$? at $(( $(date +%s) - start )) s"
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2 && ls -la $OUT
