# Run 96 call n3 (n2's machine, warm, n2's binaries of 8afef51 in /tmp/bin): the large suite N and T against
# cuSPARSE; the multivector held-out suite at K = 4, 8, 16, 32 against cuSPARSE's best SpMM; ncu of
# web-NotreDame x16 at K = 4 (kspmv's staged products against cuSPARSE's SpMM kernels: bytes and instructions).
# Predicted: large N ~1.30, T ~1.44 (rank 1 unchanged); K = 4 ~1.52, K = 8 ~1.98 as n1 (the clause unchanged at
# K <= 8); K = 16 as n1 but bcsstk29 x39 and bcsstk16 x83 back to X as given (bcsstk29 ~1.99).
BUILD_DIR=/tmp/bin CALL=n3 LIMIT_S=590 source perf_tests/tools/device_call.sh
export BENCH_MAX_S=70
bench large_N --suite large --algorithms automatic
BENCH_MAX_S=100 bench large_T --suite large --algorithms automatic --mode T
export BENCH_MAX_S=100
for k in 4 8 16; do
  bench score_k$k --real-suite score $M --vectors $k --algorithms automatic --reps 20
done
timeout 100 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active --csv --log-file $R/ncu_wnd_k4.csv $B --matrix $M/web-NotreDame.mtx.gz@16 --vectors 4 --algorithms automatic --reps 1 --warmup 0 > $R/ncu_wnd_k4.out 2>&1
echo "ncu rc=$?"; gzip -f $R/ncu_wnd_k4.csv; pack
export BENCH_MAX_S=150
bench score_k32 --real-suite score $M --vectors 32 --algorithms automatic --reps 10
pack
