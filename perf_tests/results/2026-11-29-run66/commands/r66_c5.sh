# run 66 call 5 (one H200, fresh): the record at this session's final code commit. (1) The census graphs at K = 8 in
# one process: automatic (csr_load_balance as given, rule) against csr_load_balance forced as given: c4's automatic
# took 1.005 / 0.894 / 0.925 ms on de2010 / vt2010 / ct2010 where c2's forced kernel (VB = 2) took 0.933 / 0.792 /
# 0.853; predicted equal in one process (the same plan), so the gap is VB = 3 or the call. (2) automatic against
# cuSPARSE: K = 8 held out and large, rank 1 N held out; predicted K = 8 held out 1.705 -> 1.71-1.74 (ct2010 0.91 ->
# 1.00, staged matrices +2-3%), large 2.18-2.22, rank 1 1.005-1.012. (3) CUDA test_spmv_double whole,
# test_spmv_complex's csr_load_balance suites, test_spmv_double_int_offsets.
CALL=c5 LIMIT_S=490 source perf_tests/tools/device_call.sh kspmv-bench
(cmake --build $BIN -j 12 --target test_spmv_double test_spmv_complex test_spmv_double_int_offsets > $R/test_build.log 2>&1
 echo "test build rc=$? at $(($(date +%s) - call_start)) s") &
tester=$!
C="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
bench census_k8 --matrix $C --vectors 8 --algorithms automatic,csr_load_balance --row-major-x never --no-cusparse
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score --real-suite score $M --algorithms automatic
wait $tester
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_spmv_complex --gtest_filter='*csr_load_balance*'
runtest test_spmv_double
runtest test_spmv_double_int_offsets
pack; ls -la $OUT
