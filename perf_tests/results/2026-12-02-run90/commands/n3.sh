# Run 90 call n3: the staged-products kernel (rank-2 op = A of csr_load_balance) storing A's empty rows in its own
# launch, by teams after the chunk teams (KSPMV_EXP_STAGED_EMPTY=1, read once a kernel type), against main's
# handling (e0: Y zeroed first where beta = 0 and K >= 4, else the empty rows in the second pass). One build
# (.device/r90s: main at 20630a1 + diffs/r90_staged_empty_tail.diff, kspmv-bench and test_spmv_double, made on the
# development machine), the two settings alternating in one call.
# Predicted: web-NotreDame x16 (3.0M of 5.2M rows empty) 0.93-0.97 of the time at K = 4 (the fill writes all of
# Y's rows, 167 MB, where the tail stores the empty rows' 96 MB and fills the launch's tail, as CSRI's did at rank
# 1: 0.958), soc-Slashdot0902 and soc-Epinions1 0.97-1.00, matrices without empty rows 1.000; K = 2 (empty rows
# in the second pass before) 0.95-0.98 on web-NotreDame. test_spmv_double's csr_load_balance suites pass with it.
tar -xJf .device/r90s.tar.xz -C .device
CALL=n3 LIMIT_S=580 source perf_tests/tools/device_call.sh
BIN=.device/r90s
B=.device/r90s/perf_tests/kspmv-bench
md5sum $B $BIN/unit_tests/test_spmv_double > $R/binaries.md5
KSPMV_EXP_STAGED_EMPTY=1 TAG=_e1 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
export BENCH_MAX_S=45
for p in 1 2; do
  for e in 0 1; do
    KSPMV_EXP_STAGED_EMPTY=$e bench k4_score_e${e}_$p --real-suite score $M --vectors 4 --algorithms automatic --no-cusparse
  done
done
for e in 0 1; do
  KSPMV_EXP_STAGED_EMPTY=$e bench k4_fit_e$e --real-suite fit $M --vectors 4 --algorithms automatic --no-cusparse
  KSPMV_EXP_STAGED_EMPTY=$e bench k2_score_e$e --real-suite score $M --vectors 2 --algorithms automatic --no-cusparse
done
BENCH_MAX_S=70 KSPMV_EXP_STAGED_EMPTY=1 bench k4_score_e1_cusparse --real-suite score $M --vectors 4 --algorithms automatic
pack
