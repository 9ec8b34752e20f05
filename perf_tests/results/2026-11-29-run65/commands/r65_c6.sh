# run 65 call 6 (one H200): the staged products with VB = 2 (the tuning table's staged_products_vector_block)
# in float and complex<double>: test_spmv_float's and test_spmv_complex's csr_load_balance suites (staged
# products forced at K = 2, 7, 8, 16, 33, 64, so blocks of 2 and a last block of 1). c5 ran double's.
CALL=c6 LIMIT_S=270 source perf_tests/tools/device_call.sh test_spmv_float test_spmv_complex
for t in test_spmv_float test_spmv_complex; do
  timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t --gtest_filter='*csr_load_balance' > $R/$t.txt 2>&1
  echo "$t rc=$? $(tail -1 $R/$t.txt)" | tee -a $R/tests_summary.txt; pack
done
pack; ls -la $OUT
