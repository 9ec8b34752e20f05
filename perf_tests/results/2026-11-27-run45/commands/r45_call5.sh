# run 45 call 5 (nvidia-h100-x1): the CUDA EVC-HYB tests at the final commit (working tree), and
# an experiment build (.device/e4: the same tree with 4 entries a lane in CSRI, E = 4, against 8)
# on the score suite, CSRI alone.
start=$(date +%s); deadline=$((start + 330))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/e4 /tmp/be kspmv-bench > /tmp/be.out 2>&1; echo $? > /tmp/be.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_errors_and_handle test_conversions test_spmv_double || exit 1
M=.device/m; R=$OUT/c5; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 40 ./test_conversions --gtest_filter='*Evc*:*Refuses*' > $R/test_conversions_evc.log 2>&1; echo "rc=$?" >> $R/test_conversions_evc.log
 timeout 60 ./test_errors_and_handle > $R/test_errors_and_handle.log 2>&1; echo "rc=$?" >> $R/test_errors_and_handle.log
 timeout 60 ./test_spmv_double --gtest_filter='*evc_hyb*' > $R/test_spmv_double_evc.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_evc.log)
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -2 | tr '\n' ' ') $(tail -n1 $f)"; done
wait; cat /tmp/be.out
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
if [ "$(cat /tmp/be.rc)" = 0 ]; then
  bench score_e8 /tmp/bh --real-suite score $M --algorithms csr_load_balance --no-cusparse --reps 20
  bench score_e4 /tmp/be --real-suite score $M --algorithms csr_load_balance --no-cusparse --reps 20
fi
cd $OUT && tar czf c5.tar.gz c5 && rm -rf c5 && ls -la $OUT
