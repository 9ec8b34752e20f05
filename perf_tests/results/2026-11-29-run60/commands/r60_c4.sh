# run 60 call 4 (one H200): rank-2 csr_vector with register tiles (CsrVectorTileGather, a vector of lanes per
# row, each entry loaded once per tile of 4 doubles) against csr_load_balance (merge walk / CSRI), forced, on the
# fit suites (real + generated: they fit multivector_vector_min_mean), then the score and large suites; automatic
# carries the rule set before measuring (mean >= 32, cv <= 20, rows >= resident threads / 32). CUDA tests of
# csr_vector and automatic first (double, float: T = 8, complex: T = 2).
CALL=c4 LIMIT_S=480 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_float test_spmv_complex
for t in double float complex; do s=$(date +%s); T=SpmvDouble; [ $t = float ] && T=SpmvFloat; [ $t = complex ] && T=SpmvComplex
  timeout 60 $BIN/unit_tests/test_spmv_$t --gtest_filter="$T.csr_vector:$T.automatic" > $R/test_$t.txt 2>&1
  echo "test_spmv_$t rc=$? $(( $(date +%s) - s )) s $(tail -1 $R/test_$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; done; pack
A=automatic,csr_vector,csr_load_balance
bench k8_rfit --real-suite fit $M --vectors 8 --algorithms $A --no-cusparse
bench k8_gfit --suite fit --vectors 8 --algorithms $A --no-cusparse
bench k8_score --real-suite score $M --vectors 8 --algorithms $A --no-cusparse
bench k8_large --suite large --vectors 8 --algorithms $A --no-cusparse
bench k4_score --real-suite score $M --vectors 4 --algorithms $A
bench k32_score --real-suite score $M --vectors 32 --algorithms $A --no-cusparse
pack; ls -la $OUT
