# run 47 call 6 (nvidia-h100-x1) at ba1b6b5: the csr_load_balance test (with the long-cut-rows
# suite) of test_spmv_complex and test_spmv_double_int_offsets, which call 5 ran out of time for.
start=$(date +%s)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bt test_spmv_complex test_spmv_double_int_offsets || exit 1
R=$OUT/c6; mkdir -p $R; cd /tmp/bt/unit_tests
for t in test_spmv_double_int_offsets test_spmv_complex; do
  timeout 170 ./$t --gtest_filter='*csr_load_balance' > $R/$t.log 2>&1; echo "rc=$?" >> $R/$t.log
  echo "$t: $(grep -E 'OK \]|PASSED|FAILED' $R/$t.log | head -3 | tr '\n' ' ') $(tail -n1 $R/$t.log) at $(( $(date +%s) - start )) s"
done
