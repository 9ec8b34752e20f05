# run 45 call 1 (nvidia-h100-x1): EVC-HYB sorted within windows of rows (working tree) against
# its global sort, hybrid and the CSR load balance, fit + score + large suites; the CUDA
# EVC-HYB conversion and spmv tests.
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double test_conversions || exit 1
M=.device/m; R=$OUT/c1; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 60 ./test_conversions --gtest_filter='*Evc*:*Refill*' > $R/test_conversions_evc.log 2>&1; echo "rc=$?" >> $R/test_conversions_evc.log
 timeout 120 ./test_spmv_double --gtest_filter='*evc_hyb*' > $R/test_spmv_double_evc.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_evc.log)
tail -3 $R/test_conversions_evc.log $R/test_spmv_double_evc.log
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
AL=evc_hyb,hybrid,csr_load_balance,automatic
bench fit --real-suite fit $M --algorithms $AL --evc-windows 4096,32768,262144
bench score --real-suite score $M --algorithms $AL --evc-windows 4096,32768,262144
bench large --suite large --algorithms $AL --evc-windows 4096,32768,262144
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
