# call 8: mode T, base (HEAD) against streaming loads in the CSRI scatter + memset for beta = 0
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
rm -rf /tmp/base; cp -r . /tmp/base && cp -r .device/base/src/. /tmp/base/src/
(bash .device/dev_build.sh /tmp/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1) &
bash .device/dev_build.sh . /tmp/bn kspmv-bench test_spmv_double test_errors_and_handle > /tmp/bn.out 2>&1
wait; cat /tmp/bb.out /tmp/bn.out
mkdir -p /tmp/x/base /tmp/x/new; cp /tmp/bb/perf_tests/kspmv-bench /tmp/x/base/; cp /tmp/bn/perf_tests/kspmv-bench /tmp/x/new/
M=.device/m
for r in "base 1" "new 1" "new 2" "base 2"; do set -- $r
OUT=$OUT/${1}_$2 bash perf_tests/gpu_session.sh /tmp/x/$1 \
  "scoreT=--real-suite score $M --mode T --algorithms automatic --no-cusparse" \
  "largeT=--suite large --mode T --algorithms automatic --no-cusparse" 2>&1 | tail -1
done
mkdir -p $OUT/tests
timeout 150 /tmp/bn/unit_tests/test_errors_and_handle --gtest_brief=1 > $OUT/tests/test_errors_and_handle.log 2>&1; echo "errors rc=$?"
timeout 200 /tmp/bn/unit_tests/test_spmv_double --gtest_brief=1 \
  --gtest_filter='SpmvDouble.csr_load_balance:SpmvDouble.transpose_scatter:SpmvDouble.coo_load_balance:SpmvDouble.hybrid' \
  > $OUT/tests/test_spmv_double_filtered.log 2>&1; echo "double rc=$?"; tail -3 $OUT/tests/*.log
