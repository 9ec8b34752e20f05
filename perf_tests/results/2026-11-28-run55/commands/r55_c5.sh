# run 55 call 5 (one H200) at the final library code (8a536f3; the commit after changes a test only): the handle tests,
# then the large suite (modes N, T) and issue 5's held-out replicated real matrices (score suite, modes N, T) under
# automatic with cuSPARSE beside, to show that the earlier numbers hold.
CALL=c5 LIMIT_S=425 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle
bench large --suite large --algorithms automatic
bench score --real-suite score $M --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
pack; ls -la $OUT
