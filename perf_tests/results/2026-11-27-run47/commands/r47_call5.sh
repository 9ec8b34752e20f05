# run 47 call 5 (nvidia-h100-x1) at ba1b6b5: the CUDA test binaries that include the new
# long-cut-rows suite (test_spmv_double in full; float, complex, int offsets: their
# csr_load_balance test, the only one that changed since call 4 ran them in full).
start=$(date +%s)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bt test_spmv_double test_spmv_float test_spmv_complex test_spmv_double_int_offsets || exit 1
R=$OUT/c5; mkdir -p $R; cd /tmp/bt/unit_tests
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/gpu.txt
timeout 300 ./test_spmv_double > $R/test_spmv_double.log 2>&1; echo "rc=$?" >> $R/test_spmv_double.log
for t in test_spmv_float test_spmv_complex test_spmv_double_int_offsets; do
  timeout 60 ./$t --gtest_filter='*csr_load_balance' > $R/$t.log 2>&1; echo "rc=$?" >> $R/$t.log
done
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -3 | tr '\n' ' ') $(tail -n1 $f)"; done
echo "done at $(( $(date +%s) - start )) s"
cd $OUT && tar czf c5.tar.gz c5 && rm -rf c5
