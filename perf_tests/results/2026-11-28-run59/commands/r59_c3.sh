# run 59 call 3 (one H200): every CUDA test program at the final commit 9a66722 (run 58's rule, 5853433, had run
# its unit tests on the host only), three lanes side by side on the one GPU (correctness only, no timing; run 54's
# times alone: double 143 s, complex 173, int_offsets 93, float 86, errors_and_handle 54). The NCCL test is built
# and run: it skips (exit 77) below 2 GPUs. kspmv-bench is built for the next call on the same machine.
CALL=c3 LIMIT_S=575 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_spmv_double test_spmv_float test_spmv_double_int_offsets test_spmv_complex test_single_values test_conversions test_matrix_market test_graph_capture test_distributed_bsr_nccl
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
( runtest test_spmv_complex; runtest test_errors_and_handle; runtest test_graph_capture ) &
( runtest test_spmv_double; runtest test_spmv_float; runtest test_conversions ) &
( runtest test_spmv_double_int_offsets; runtest test_single_values; KSPMV_MATRIX_DIR=$M runtest test_matrix_market; runtest test_distributed_bsr_nccl 2 ) &
wait; pack; ls -la $OUT
