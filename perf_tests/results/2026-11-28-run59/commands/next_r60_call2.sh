# run 60 call 2 (prepared in run 59; one H200): the CUDA test programs call 1 does not run, one at a time, but
# test_spmv_complex (call 3). Run 54's times alone: int_offsets 93 s, float 86 s.
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh test_spmv_float test_spmv_double_int_offsets test_single_values test_conversions test_matrix_market test_graph_capture
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_spmv_double_int_offsets; runtest test_spmv_float; runtest test_single_values; runtest test_conversions
KSPMV_MATRIX_DIR=$M runtest test_matrix_market; runtest test_graph_capture
pack; ls -la $OUT
