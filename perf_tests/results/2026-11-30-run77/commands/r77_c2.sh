# Prepared in run 76 for run 77 (one H200, ~450 s), not run. Binaries: .device/d77.tar.xz = main with
# diffs/r76_presum_sorted_rows.diff applied (design 3: each sorted entry's row and value placed once a tile), built
# and packed as commands/r76_prebuilds.sh does for the other two diffs (`build $R/r76_presum_sorted_rows.diff && pack d77`;
# run 76 left that tarball in .device/ of the development machine: md5 of the stripped kspmv-bench 6a1d86df649c3826c9ae3b9f6d7bd17e).
# (1) CUDA tests of TransposeVectors::presummed and staged (Serial passes them; a planted bug, one entry dropped
#     from a column's sum, fails Handle.TransposePresummed).
# (2) Fit suite, Y = A^T X, K = 8 and 32, staged and presummed in the same call. Predicted presummed / staged:
#     bcsstk33 (0.18 distinct) 0.6-0.8 at K = 8 and 0.5-0.7 at K = 32 (design 2: 1.01, 0.77), circuit204 (0.48)
#     0.8-1.0, soc-Epinions1 (0.74) 1.0-1.2, the rest 1.0-1.1: design 2's loss was the SM's issue (ncu, c5), about
#     12 instructions an (entry, vector) that this design cuts to about 6.
# (3) If it gains on the fit suite: held out K = 16 and 32 forced presummed against cuSPARSE; then fit a threshold
#     on tile_distinct_share (the handle's report prints it) and K for automatic.
# (4) ncu as c3/c5 on bcsstk33 x41, K = 8.
tar -xJf .device/d77.tar.xz -C .device
BUILD_DIR=.device/d77 CALL=c2 LIMIT_S=450 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
runtest test_spmv_double --gtest_filter='*presummed*:*staged*'
A="--mode T --algorithms automatic --no-cusparse"
for k in 8 32; do
  [ $k = 32 ] && X="--reps 10" || X=""
  BENCH_MAX_S=90 bench fit_t${k}_staged --real-suite fit $M $A --vectors $k --transpose-vectors staged $X
  BENCH_MAX_S=90 bench fit_t${k}_presum --real-suite fit $M $A --vectors $k --transpose-vectors presummed $X
done
S="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats"
timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsriScatterPresummed" --launch-skip 2 \
  --launch-count 1 $S -o /tmp/rep_rows -f $B --matrix $M/bcsstk33.mtx.gz@auto --mode T --vectors 8 \
  --algorithms automatic --no-cusparse --transpose-vectors presummed --reps 2 --warmup 2 > $R/ncu_rows.log 2>&1
ncu -i /tmp/rep_rows.ncu-rep --page details > $R/ncu_rows.txt 2>&1
pack; ls -la $OUT
