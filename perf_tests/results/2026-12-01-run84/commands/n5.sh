# Run 84 call n5: branch next/latency-rule at 9518628 (latency_coo_min_row 400, latency_scalar_max_row 128;
# .device/r84f: kspmv-bench and the nine one-GPU test programs), the final tree's kernels.
# (a) The latency regime in one process: every latency candidate forced beside automatic, both halves, mode N, two
#     passes, and mode T on the score half. Predicted: the pick within 5% of the best of the four (gm), automatic
#     0.83-0.88 of cuSPARSE on the score half (n4: 0.838 at 72a333b; the two picks that moved, astro-ph and
#     ca-CondMat, go back to csr_vector).
# (b) The nine one-GPU test programs.
# (c) The record's rank-1 jobs and K = 4, 8 held out. Predicted: n2's numbers (N 1.008, T 1.057, large 1.288,
#     K = 4 1.48, K = 8 1.85 on n2's machine): the rule's latency branch never sees these matrices.
tar -xJf .device/r84f.tar.xz -C .device
BUILD_DIR=.device/r84f CALL=n5 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=30
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench forced_${half}_N_$p --small-suite $half $M --algorithms $F; done
done
bench forced_score_T_1 --small-suite score $M --algorithms $F --mode T
unset BENCH_MAX_S
one_gpu_tests
BENCH_MAX_S=40 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=40 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=40 bench large_n --suite large --algorithms automatic
BENCH_MAX_S=60 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
BENCH_MAX_S=80 bench score8 --real-suite score $M --vectors 8 --algorithms automatic
pack
