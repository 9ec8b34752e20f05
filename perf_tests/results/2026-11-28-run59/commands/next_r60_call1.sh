# run 60 call 1 (prepared in run 59; one H200): the check of run 59's change (cut rows spanning 9-128 pieces
# finished by a warp-wide team, carry_warp_span) where it was aimed, bundle1 x30 and rmat:21:16 in rank 2
# (predicted ~0.48 ms and ~1.23 ms at K = 8), the K = 8 held-out and large suites, rank 1 N
# held out and large (unchanged expected); then two test programs one at a time (never side by side: run 59).
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_errors_and_handle
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score --real-suite score $M --algorithms automatic
bench large --suite large --algorithms automatic
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_spmv_double; runtest test_errors_and_handle
pack; ls -la $OUT
