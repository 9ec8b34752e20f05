# run 42 call 1 (nvidia-h100-x1): staged products at 40 registers (row bounds staged once, one code for thread and warp rows, LaunchBounds<128,12>)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double || exit 1
mkdir -p /tmp/x/b; cp /tmp/bh/perf_tests/kspmv-bench /tmp/x/b/
(cd /tmp/bh && timeout 150 ./unit_tests/test_spmv_double --gtest_filter='*csr_load_balance*' > $OUT/test_csr_load_balance.log 2>&1; echo "rc=$?" >> $OUT/test_csr_load_balance.log)
tail -4 $OUT/test_csr_load_balance.log
M=.device/m
OUT=$OUT/bench timeout 330 bash perf_tests/gpu_session.sh /tmp/x/b \
  "fit8_staged=--real-suite fit $M --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse" \
  "fit8_csri=--real-suite fit $M --vectors 8 --algorithms csr_load_balance --staged-products no --no-cusparse" \
  "score8_staged=--real-suite score $M --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse" \
  "score8_csri=--real-suite score $M --vectors 8 --algorithms csr_load_balance --staged-products no --no-cusparse" \
  "score_auto8=--real-suite score $M --vectors 8 --algorithms automatic" \
  "large_auto8=--suite large --vectors 8 --algorithms automatic" 2>&1 | tail -4
