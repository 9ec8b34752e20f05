# run 56 call 3 (prepared in run 55; nvidia-h200-x2, main at or after the commit that gives each rank the table's
# BSR kernel): issue 8's multi-GPU bar against today's single-GPU BSR. Until run 55 every rank ran the portable BSR
# kernel and the single-GPU baseline was the portable kernel too (runs 19-20: 1.47x at b = 16, 1.52x at b = 8); since
# then the table's kernels (row lanes at b = 8, K3 from b = 14) run 1.2-2x faster on one GPU. The NCCL test on two
# ranks, then run 20's matrices with each rank on the table's kernel and, for comparison, on the portable one.
export NCCL_NVLS_ENABLE=0
CALL=c3 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
left() { echo $((call_deadline - 10 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --json $R/mgpu_table.json $MG > $R/mgpu_table.txt 2>&1; echo "table rc=$?"; pack
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --portable-local --json $R/mgpu_portable.json $MG > $R/mgpu_portable.txt 2>&1; echo "portable rc=$?"
pack; ls -la $OUT
