# run 44 call 4 (nvidia-h100-x1): the CSRI gather of single values with E = 16 entries per lane
# (working tree, "new") against 53032b4 ("base", .device/base: E = 8, with the hybrid single rule);
# CUDA test_single_values and the double sweep's single values on the new code.
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_single_values test_spmv_double || exit 1
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1
M=.device/m; R=$OUT/c4; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 60 ./test_single_values > $R/test_single_values.log 2>&1; echo "test_single_values rc=$?" | tee -a $R/test_single_values.log
 timeout 150 ./test_spmv_double --gtest_filter='*single_values*' > $R/test_spmv_double_single_values.log 2>&1; echo "test_spmv_double single_values rc=$?" | tee -a $R/test_spmv_double_single_values.log)
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
for pass in 1 2; do
  bench fe_base_p$pass /tmp/bb --matrix $FE --single-values --algorithms automatic,csr_load_balance,sellp,ell --no-cusparse --reps 40
  bench fe_new_p$pass /tmp/bh --matrix $FE --single-values --algorithms automatic,csr_load_balance,sellp,ell --no-cusparse --reps 40
done
for s in score fit; do
  bench ${s}_base /tmp/bb --real-suite $s $M --single-values --algorithms automatic,csr_load_balance,sellp --no-cusparse
  bench ${s}_new /tmp/bh --real-suite $s $M --single-values --algorithms automatic,csr_load_balance,sellp --no-cusparse
done
bench large_new /tmp/bh --suite large --single-values --algorithms automatic,csr_load_balance,sellp,dia --no-cusparse
cd $OUT && tar czf c4.tar.gz c4 && rm -rf c4 && ls -la $OUT
