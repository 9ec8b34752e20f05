# run 60 call 3 (prepared in run 59; one H200): test_spmv_complex alone (173 s in run 54), then issue 10's
# record where run 59 stopped: large suite at K = 32, both suites at K = 4 and 16.
CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_complex
s=$(date +%s); timeout $((call_deadline - 5 - $(date +%s))) $BIN/unit_tests/test_spmv_complex > $R/test_spmv_complex.txt 2>&1
echo "test_spmv_complex rc=$? $(( $(date +%s) - s )) s $(tail -1 $R/test_spmv_complex.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack
bench large_auto32 --suite large --vectors 32 --algorithms automatic
for k in 4 16; do bench score_auto$k --real-suite score $M --vectors $k --algorithms automatic
  bench large_auto$k --suite large --vectors $k --algorithms automatic; done
pack; ls -la $OUT
