# run 63 call 2 (prepared in run 62; one H200): the record owed at the final commit. The test programs run 62 did
# not run, one at a time (never side by side on one GPU), then K = 8 large, K = 4 held out and K = 32 both suites
# against cuSPARSE's SpMM with the wide tiles (run 60-61 measured K = 8 large 2.02x, K = 32 2.18x / 1.59x before
# them; predicted K = 8 large ~2.1x, K = 32 large ~2.3x, held out ~1.6-1.7x), rank-1 mode N held out (unchanged
# kernels: 1.01x expected) and mode T held out (1.056x at d5409e8).
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_single_values test_conversions
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle; runtest test_single_values; runtest test_conversions
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score --real-suite score $M --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic,kk_native
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
bench large_auto32 --suite large --vectors 32 --algorithms automatic
pack; ls -la $OUT
