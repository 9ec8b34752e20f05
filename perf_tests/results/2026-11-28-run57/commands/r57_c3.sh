# run 57 call 3 (nvidia-h200-x2): the root-weight model refitted on call 2's sweep (local_bandwidth 4e12 -> 2.75e12:
# weights 1.23-1.5 where 4e12 gave 1.40-1.92); the overlapped apply at the model's weight and swept over 1.1-1.6 in
# steps of 0.05, twice (call 2's sweep moved 2-6% between neighbouring weights), 60 timed applies each.
export NCCL_NVLS_ENABLE=0
CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
W=1.1,1.15,1.2,1.25,1.3,1.35,1.4,1.45,1.5,1.6
left() { echo $((call_deadline - 10 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --root-weights $W,$W --json $R/mgpu_sweep.json $MG > $R/mgpu_sweep.txt 2>&1; echo "sweep rc=$?"
pack; ls -la $OUT
