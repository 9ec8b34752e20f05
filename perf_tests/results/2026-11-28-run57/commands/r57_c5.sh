# run 57 call 5 (nvidia-h200-x2; the session's last 286 s of device time): the root's collectives on a stream of the
# highest priority and its SpMV on the main stream (they were the other way round, at equal priority: NCCL's receive
# of ŷ queued behind the SpMV's blocks). The NCCL test; the three balanced stencils at the model's weight and swept.
export NCCL_NVLS_ENABLE=0
CALL=c5 LIMIT_S=185 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
timeout 60 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
left() { echo $((call_deadline - 5 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --root-weights 1.3,1.5,1.7,1.9 --json $R/mgpu_priority.json stencil27:26:16 stencil27:52:8 stencil27:17:32 > $R/mgpu_priority.txt 2>&1; echo "mgpu rc=$?"
pack; ls -la $OUT
