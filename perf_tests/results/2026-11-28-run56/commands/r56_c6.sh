# run 56 call 6 (the same warm H200, build kept in /tmp/bh) at bee037f: the CUDA unit tests at the final library code.
CALL=c6 LIMIT_S=430 source perf_tests/tools/device_call.sh test_spmv_double test_single_values test_conversions test_matrix_market
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_single_values
runtest test_conversions
runtest test_matrix_market
runtest test_spmv_double
bash .device/dev_build.sh . $BIN test_spmv_complex && runtest test_spmv_complex
pack; ls -la $OUT
