# Prepared in run 74 for run 75 (one H200, ~560 s), not run. Binaries: .device/n75.tar.xz = a build of main at the
# commit it measures (as commands/r74_prebuilds.sh: kspmv-bench and every one-GPU test program, stripped).
# What run 74 left unrecorded at its final commit, and the split rule where no run has measured it:
# (1) Y = A^T X at K = 32 held out against cuSPARSE (issue 10 asks K = 4, 8, 16, 32; run 74 recorded 4, 8, 16).
#     Predicted 1.5-1.7x: the permuted matrices split from K = 2-4 and gain most at wide K (fit: 4.8x at K = 32 on
#     astro-ph and cage11), rajat01 about 0.6x (0.65 at K = 16, one launch).
# (2) The rule at K = 64 on the held-out matrices it splits only there: web-NotreDame x16 (from K = 60 by c4's report),
#     and soc-Slashdot0902 (from K = 118) as a control that stays in one launch; automatic against --transpose-vectors
#     together and one_at_a_time, no cuSPARSE. Predicted: web-NotreDame one launch / a launch per column 0.9-1.2 (its
#     reach, 26k rows a copy, is the rule's estimate; block-diagonal copies of 325k rows may keep most of Y local).
# (2b) The generated large suite in mode T at K = 8 (run 74 recorded it for op = A only): random and R-MAT have
#     scattered columns, so the rule splits them from small K. No earlier record to compare; add --transpose-vectors together beside it if time allows.
# (3) Earlier numbers on the op = A path at this commit: K = 4 and 16 held out, rank 1 held out in modes N and T.
#     Predicted within 2% of run 73 (1.417x, 1.871x, 1.007x, 1.057x) and machine to machine variation.
tar -xJf .device/n75.tar.xz -C .device
BUILD_DIR=.device/n75 CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
export BENCH_MAX_S=200
bench score_t32 --real-suite score $M --mode T --vectors 32 --algorithms automatic
export BENCH_MAX_S=60
W="$M/web-NotreDame.mtx.gz@16 $M/soc-Slashdot0902.mtx.gz@24"
for v in automatic together one_at_a_time; do
  bench k64_t_$v --matrix $W --mode T --vectors 64 --algorithms automatic --no-cusparse --transpose-vectors $v
done
export BENCH_MAX_S=150
bench large_t8 --suite large --mode T --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench score_n --real-suite score $M --algorithms automatic
bench score_t --real-suite score $M --mode T --algorithms automatic
pack; ls -la $OUT
