# run 59 call 1 (prepared in run 58; nvidia-h200-x2, both GPUs for tests): every CUDA test program at run 58's final
# commit, whose automatic rule (5853433, the local ELL clause on slice padding) ran its unit tests on the host only.
# Two lanes, one per GPU (run 54's times on one H200: double 143 s, complex 173 s, int_offsets 93 s, float 86 s,
# errors_and_handle 54 s), then the NCCL test on both.
export NCCL_NVLS_ENABLE=0
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh test_errors_and_handle test_spmv_double test_spmv_float test_spmv_double_int_offsets test_spmv_complex test_single_values test_conversions test_matrix_market test_distributed_bsr_nccl
runtest() { local gpu=$1 t=$2 s=$(date +%s); shift 2; CUDA_VISIBLE_DEVICES=$gpu timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
( runtest 0 test_spmv_double; runtest 0 test_spmv_float; runtest 0 test_errors_and_handle; runtest 0 test_conversions ) &
( runtest 1 test_spmv_complex; runtest 1 test_spmv_double_int_offsets; runtest 1 test_single_values; KSPMV_MATRIX_DIR=$M runtest 1 test_matrix_market ) &
wait
timeout 90 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?" | tee -a $R/tests_summary.txt; pack
ls -la $OUT
