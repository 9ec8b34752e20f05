# run 57 call 4 (nvidia-h200-x2) at the session's final library code: the NCCL test and the multi-GPU bench at the
# refitted root-weight model (60 timed applies); then, side by side, GPU 0 the standing single-GPU record (the
# held-out real suite and the large suite, modes N and T, automatic with cuSPARSE) and GPU 1 the handle tests and
# test_spmv_double.
export NCCL_NVLS_ENABLE=0
CALL=c4 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench kspmv-mgpu-bench test_distributed_bsr_nccl test_errors_and_handle test_spmv_double
runtest() { local t=$1 s=$(date +%s); shift; CUDA_VISIBLE_DEVICES=1 timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
left() { echo $((call_deadline - 10 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --json $R/mgpu_final.json $MG > $R/mgpu_final.txt 2>&1; echo "mgpu rc=$?"; pack
( runtest test_errors_and_handle; runtest test_spmv_double ) &
export CUDA_VISIBLE_DEVICES=0
bench score --real-suite score $M --algorithms automatic
bench large --suite large --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
wait
pack; ls -la $OUT
