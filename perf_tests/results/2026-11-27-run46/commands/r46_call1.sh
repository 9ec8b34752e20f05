# run 46 call 1 (nvidia-h100-x1): (a) the CUDA EVC-HYB, conversion and handle tests at 77949ec
# (the working tree); (b) experiment: x read with an L2 evict-last policy (.device/xl, diff
# diffs/call1_x_evict_last.diff) against the working tree, automatic and CSRI, score suite, two
# interleaved passes, and the large suite; (c) ncu of CSRI and cuSPARSE CSR ALG1 on soc-Slashdot x24.
start=$(date +%s); deadline=$((start + 575))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/xl /tmp/bx kspmv-bench > /tmp/bx.out 2>&1; echo $? > /tmp/bx.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_errors_and_handle test_conversions test_spmv_double || exit 1
M=.device/m; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 60 ./test_conversions > $R/test_conversions.log 2>&1; echo "rc=$?" >> $R/test_conversions.log
 timeout 60 ./test_errors_and_handle > $R/test_errors_and_handle.log 2>&1; echo "rc=$?" >> $R/test_errors_and_handle.log
 timeout 60 ./test_spmv_double --gtest_filter='*evc_hyb*' > $R/test_spmv_double_evc.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_evc.log)
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -2 | tr '\n' ' ') $(tail -n1 $f)"; done
wait; cat /tmp/bx.out; echo "built in $(( $(date +%s) - start )) s"
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
if [ "$(cat /tmp/bx.rc)" = 0 ]; then
  for p in 1 2; do
    bench score_base_p$p /tmp/bh --real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse --reps 20
    bench score_xl_p$p /tmp/bx --real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse --reps 20
  done
  bench large_base /tmp/bh --suite large --algorithms automatic --no-cusparse --reps 20
  bench large_xl /tmp/bx --suite large --algorithms automatic --no-cusparse --reps 20
fi
left=$((deadline - 5 - $(date +%s)))
[ $left -gt 30 ] && timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsriChunks|csrmv" --launch-count 4 \
    --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats --section MemoryWorkloadAnalysis --section InstructionStats \
    /tmp/bh/perf_tests/kspmv-bench --matrix $M/soc-Slashdot0902.mtx.gz@auto --algorithms csr_load_balance,cusparse_csr_alg1 --reps 1 --warmup 0 > $R/ncu_slashdot.txt 2>&1
echo "ncu rc=$? at $(( $(date +%s) - start )) s"
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
