# Prepared in run 76 for run 77 (one H200, ~560 s), not run. Binaries: .device/n77.tar.xz = a build of main at the
# commit it measures (kspmv-bench and the one-GPU test programs, packed as commands/r76_prebuilds.sh packs).
# Run 75's next_r76_call1.sh with generated matrices given by --case (it gave them to --matrix, which reads files)
# and without what run 76 measured (op = A K = 4 held out; denserows:2097152:4 staged 0.82x automatic at K = 8).
# (1) The staging rule's ordered branch on fit-side matrices (rows in order, 8-15 entries a row of Y; none of them in
#     a record suite): 7-band plus D = 1, 2, 4, 8 full rows of 1M columns (D = 0 is a band that goes to DIA, which
#     has no scatter to stage: checked with the Serial bench in run 76), automatic (run 74's split from K = 7,
#     or one launch) against staged at K = 8 and 4. Predicted staged 0.8-0.9x at 11-15 entries (as the large suite's
#     denserows:2097152:4 at 11), towards 1.0-1.3 at 8 (Chem97Zt at 2 entries: 1.8). Then move
#     transpose_staged_ordered_min_entries to the break-even and rescore on the large suite and Chem97Zt.
# (2) op = A at K = 8, 16 held out and K = 8 large (no op = A path changed since run 74: 1.819x, 1.871x, 2.165x).
# (3) The large suite in mode T at K = 4 and 16 (run 75 recorded K = 8 only).
# (4) If time is left: ncu (full set) of one launch of the staged scatter at K = 16 on web-NotreDame x16 in mode T,
#     where its time doubles from K = 8 (run 75) and run 76's c3 at K = 8 on bcsstk33 found the L2 the busiest unit.
tar -xJf .device/n77.tar.xz -C .device
BUILD_DIR=.device/n77 CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
export BENCH_MAX_S=80
D="--case denserows:1048576:1 --case denserows:1048576:2 --case denserows:1048576:4 --case denserows:1048576:8"
for k in 8 4; do
  bench dense_t${k}_auto $D --mode T --vectors $k --algorithms automatic --no-cusparse
  bench dense_t${k}_staged $D --mode T --vectors $k --algorithms automatic --no-cusparse --transpose-vectors staged
done
export BENCH_MAX_S=120
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
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
