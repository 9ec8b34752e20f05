# Prepared in run 75 for run 76 (one H200, ~560 s), not run. Binaries: .device/n76.tar.xz = a build of main at the
# commit it measures (as commands/r75_prebuilds.sh packs f75: kspmv-bench and every one-GPU test program, stripped).
# (1) op = A at that commit: K = 4, 8, 16 held out and K = 8 large (run 75 changed no op = A path; predicted within
#     2% of run 74: 1.42x, 1.82x, 1.87x, 2.17x).
# (2) Where the staging rule is unmeasured: rows in order with 4-16 entries a row of Y, which the rule leaves to
#     run 74's path (denserows:2097152:4, 11 entries: 0.67x cuSPARSE at K = 8 split from K = 7), staged against
#     automatic; a generated band with D dense rows at D = 4, 16 and the fit suite's denserows. Predicted staged
#     0.8-1.1x automatic's time: if below 0.95, lower transpose_staged_ordered_min_entries towards 8.
# (3) The large suite in mode T at K = 4 and 16 (run 75 recorded K = 8 only: 2.70x, denserows 0.67, block4 0.87).
# (4) If time is left: ncu, full set, one launch of the vector-lanes scatter on web-NotreDame x16 at K = 16 in mode T
#     (run 75: 2.07x its K = 8 time where cuSPARSE took 1.73x; predicted DRAM-bound on the staging's sectors,
#     > 70% of the copy bandwidth in dram__bytes, L2 hit rate of the atomics < 50%).
tar -xJf .device/n76.tar.xz -C .device
BUILD_DIR=.device/n76 CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
export BENCH_MAX_S=120
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
export BENCH_MAX_S=60
D="denserows:2097152:4 denserows:2097152:16 denserows:1048576:16"
bench dense_t8_auto --matrix $D --mode T --vectors 8 --algorithms automatic --no-cusparse
bench dense_t8_staged --matrix $D --mode T --vectors 8 --algorithms automatic --no-cusparse --transpose-vectors staged
export BENCH_MAX_S=100
bench large_t4 --suite large --mode T --vectors 4 --algorithms automatic
bench large_t16 --suite large --mode T --vectors 16 --algorithms automatic
BENCH_MAX_S=150 bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
left=$((call_deadline - 10 - $(date +%s)))
if [ "$left" -gt 60 ]; then
  timeout $((left < 120 ? left : 120)) ncu --clock-control none --kernel-name-base demangled \
    --kernel-name "regex:CsriScatterVectorLanes" --launch-skip 3 --launch-count 1 --set full --import-source no \
    -o /tmp/rep_lanes16 -f $B --matrix $M/web-NotreDame.mtx.gz@16 --mode T --vectors 16 --algorithms automatic \
    --no-cusparse --reps 2 --warmup 2 > $R/ncu_lanes16.log 2>&1
  ncu -i /tmp/rep_lanes16.ncu-rep --page details > $R/ncu_lanes16.txt 2>&1
fi
pack; ls -la $OUT
