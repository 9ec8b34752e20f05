# Prepared in run 116 (no device time left), for the next card: CSRI with the rows of A loaded ahead of the stores
# (diffs/csri_rows_ahead.diff of run 116, `rows`) and with only each lane's first row loaded early
# (diffs/csri_first_row_early.diff, `early`) against d01ecbf1 (`base`), rank 1, A-B-C-C-B-A, held-out and fit suites, automatic
# and the CSR load balance forced, no cuSPARSE (the ratio is the variant's time over base's in the same call); then
# the held-out suite once with cuSPARSE for the variant's score. Pack p117: p117/base/kspmv-bench (p116's bench,
# d01ecbf1), p117/rows/ and p117/early/kspmv-bench (the same with the rank-1 double core recompiled with each diff). Carry
# p117.tar.xz, m, r117.sh. About 400 s.
PACK=p117 CALL=r1 LIMIT_S=560 source perf_tests/tools/device_call.sh
Q="--algorithms automatic,csr_load_balance --reps 20 --no-cusparse"
i=0
for v in base rows early early rows base; do
  i=$((i + 1))
  B=/tmp/p117/p117/$v/kspmv-bench BENCH_MAX_S=40 bench score_${i}_$v --real-suite score $M $Q
  B=/tmp/p117/p117/$v/kspmv-bench BENCH_MAX_S=30 bench fit_${i}_$v --real-suite fit $M $Q
done
B=/tmp/p117/p117/rows/kspmv-bench BENCH_MAX_S=60 bench scoreN_rows --real-suite score $M --algorithms automatic,kk_native --reps 20
pack
