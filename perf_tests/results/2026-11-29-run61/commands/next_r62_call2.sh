# run 62 call 2 (prepared in run 61; one H200): the rest of the record at the final commit. The other test programs
# one at a time (never side by side on one GPU), then K = 4 held out, K = 8 large and K = 32 both suites against
# cuSPARSE's SpMM (wide tiles from K = 8), rank 1 mode N held out (unchanged kernels: 1.010x expected).
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_spmv_double_int_offsets test_single_values test_conversions
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle; runtest test_spmv_double_int_offsets; runtest test_single_values; runtest test_conversions
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
bench large_auto32 --suite large --vectors 32 --algorithms automatic
bench score --real-suite score $M --algorithms automatic
pack; ls -la $OUT
