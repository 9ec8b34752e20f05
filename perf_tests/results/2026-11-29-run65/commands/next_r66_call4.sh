# run 66 call 4 (prepared in run 65; one H200, a fresh machine or after the others): the parts of the record
# run 65 could not rerun at its final commit (device time ran out), at the next session's tree: the one-GPU CUDA
# test programs but test_spmv_float and test_spmv_complex (260 s together; their staged suites passed in run
# 65's c6; give them a call of their own), and automatic's rank-1 y = Ax and y = A^T x on the held-out and
# large suites against cuSPARSE. Prediction: tests pass; rank 1 N held out 1.008-1.010x, large 1.28-1.29x; T held out
# 1.05-1.06x, large 1.41-1.42x (run 63; no rank-1 kernel changed in run 65).
CALL=c4 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_single_values \
  test_conversions test_matrix_market test_graph_capture test_spmv_double_int_offsets test_spmv_double
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
for t in test_errors_and_handle test_single_values test_conversions test_matrix_market test_graph_capture; do runtest $t; done
bench score --real-suite score $M --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench large --suite large --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
runtest test_spmv_double_int_offsets
runtest test_spmv_double
pack; ls -la $OUT
