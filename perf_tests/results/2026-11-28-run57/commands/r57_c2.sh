# run 57 call 2 (nvidia-h200-x2): issue 8's multi-GPU root weight. The model now counts the gather of ŷ
# (link_latency + bytes / link_bandwidth for x and for ŷ, times the local kernel's rate) where it counted the
# broadcast alone; the overlapped apply at the new model's weight and swept over 1.2-1.9, on run 56's five matrices.
export NCCL_NVLS_ENABLE=0
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
left() { echo $((call_deadline - 10 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --root-weights 1.2,1.3,1.4,1.5,1.6,1.7,1.9 --json $R/mgpu_sweep.json $MG > $R/mgpu_sweep.txt 2>&1; echo "sweep rc=$?"
pack; ls -la $OUT
