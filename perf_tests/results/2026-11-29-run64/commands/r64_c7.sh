# run 64 call 7 (nvidia-h200-x2, the 317 s of device time left): the NCCL test at this tree (last run in run 58/59),
# then one process of the multi-GPU bench at b = 16 under NCCL_PROTO=LL128 (run 58: 1.385-1.474x one GPU).
export NCCL_NVLS_ENABLE=0
CALL=c7 LIMIT_S=250 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
left() { echo $((call_deadline - 8 - $(date +%s))); }
timeout 90 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
NCCL_PROTO=LL128 timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --json $R/b16_ll128.json \
  --root-weights 1.3,1.4 stencil27:26:16 > $R/b16_ll128.txt 2>&1; echo "mgpu rc=$?"
pack; ls -la $OUT
