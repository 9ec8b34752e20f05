# run 67 call 2 (prepared in run 66; one H200, after call 1 or fresh): the rest of the record at the final tree.
# CUDA tests (run 66 ran these at 34cc0dd: test_errors_and_handle, test_single_values, test_graph_capture, the
# float and complex csr_load_balance suites, test_spmv_double whole; not test_spmv_double_int_offsets, cut at the
# call's limit) and automatic against cuSPARSE: K = 4 and 32 held out, rank 1 N and T held out and large; the
# ordered-rows rule at K = 32 (predicted census graphs 0.65-0.75 of the old pick's time).
# Predicted: tests pass; K = 4 held out 1.33-1.40 (run 65 1.327, census graphs may lose at K = 4), K = 32 1.85-1.95
# (1.799); rank 1 N held out 1.005-1.012, large 1.28-1.29; T held out 1.05-1.06, large 1.41-1.42.
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double_int_offsets test_spmv_double \
  test_errors_and_handle test_conversions test_matrix_market
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
for t in test_errors_and_handle test_conversions test_matrix_market; do runtest $t; done
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
bench large --suite large --algorithms automatic
runtest test_spmv_double_int_offsets
runtest test_spmv_double
O="$M/ca-CondMat.mtx.gz@auto $M/wing.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/crack.mtx.gz@auto $M/ct2010.mtx.gz@auto $M/memplus.mtx.gz@autop"
bench ord_k32_auto --matrix $O --vectors 32 --algorithms automatic --no-cusparse
bench ord_k32_copy --matrix $O --vectors 32 --algorithms csr_scalar,ell --row-major-x always --no-cusparse
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
