# run 64 call 2 (prepared in run 63; one H200): the CUDA test programs not run whole at 9323f0d's kernels (run 62 ran
# test_spmv_double and _int_offsets whole, float and complex filtered to the gathers; run 63 errors_and_handle,
# single_values, conversions), one at a time (never side by side on one GPU). test_distributed_bsr_nccl needs two GPUs.
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh test_spmv_float test_spmv_complex test_matrix_market test_graph_capture
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_matrix_market; runtest test_graph_capture; runtest test_spmv_float; runtest test_spmv_complex
pack; ls -la $OUT
