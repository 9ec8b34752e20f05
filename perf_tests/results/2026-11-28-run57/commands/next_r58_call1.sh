# run 58 call 1 (prepared in run 57; nvidia-h200-x2): issue 8's b = 16 on two H200s moved 1.32-1.42x between two
# machines at the same code (run 57 c3, c4). Three fresh processes of the multi-GPU bench on the three stencils
# (the spread within one machine), then the CUDA tests run 57 did not rerun (complex, single values, conversions,
# Matrix Market) and the NCCL test, at the code of the session's start.
export NCCL_NVLS_ENABLE=0
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl test_spmv_complex test_single_values test_conversions test_matrix_market
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
left() { echo $((call_deadline - 10 - $(date +%s))); }
for i in 1 2 3; do
  timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --json $R/mgpu_$i.json stencil27:26:16 stencil27:52:8 stencil27:17:32 > $R/mgpu_$i.txt 2>&1; echo "mgpu $i rc=$?"; pack
done
export CUDA_VISIBLE_DEVICES=1
runtest test_single_values
runtest test_conversions
runtest test_matrix_market
runtest test_spmv_complex
pack; ls -la $OUT
