# run 56 call 4 (nvidia-h200-x2): (a) issue 5's refit on the H200: every non-block kernel on real matrices kept out of
# both real suites (fit2: the fit set grows; score stays untouched by the fit), mode N, cuSPARSE beside; (b) run 55's
# prepared 2-GPU call (r56_c3.sh): the NCCL test on two ranks, then run 20's matrices with each rank on the table's
# BSR kernel and on the portable one.
export NCCL_NVLS_ENABLE=0
CALL=c4 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench kspmv-mgpu-bench test_distributed_bsr_nccl
ALL="--algorithms automatic,csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid --reps 30"
F2=""
for p in 4elt EX5 Trefethen_2000 bcsstk24 bfly big cage10 crack cryg10000 cs4 cti de2010 dw4096 mbeacxc nh2010 nopoly pesa cage11; do F2="$F2 $M/$p.mtx.gz@auto"; done
for p in 4elt bcsstk24 cryg10000 nopoly cs4 crack; do F2="$F2 $M/$p.mtx.gz@autop"; done
bench fit2_all --matrix $F2 $ALL
timeout 120 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
left() { echo $((call_deadline - 10 - $(date +%s))); }
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --json $R/mgpu_table.json $MG > $R/mgpu_table.txt 2>&1; echo "table rc=$?"; pack
timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --portable-local --json $R/mgpu_portable.json $MG > $R/mgpu_portable.txt 2>&1; echo "portable rc=$?"
pack; ls -la $OUT
