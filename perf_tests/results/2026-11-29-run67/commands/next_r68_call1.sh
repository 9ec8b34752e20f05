# run 68 call 1 (prepared in run 67; one H200, ~450 s): three changes to the staged kernel's row sums, from
# ../diffs/r67_prepared_switches.diff (copied to .device/; each under a define, the tree's kernel without them):
#   KSPMV_STAGED_ITEMS_MIN_ENTRIES=E  a thread per (row, vector) item in chunks whose rows average E entries or more
#                                     (run 67's items everywhere: 0.93 on web-NotreDame and Chem97Zt, rows of ~11
#                                     and ~24; 1.05-1.09 on rows of ~5-6: circuit204, census graphs)
#   KSPMV_STAGED_DOUBLE_BUFFER        two sets of slots, one barrier a block instead of two (ncu, run 67: 30% of the
#                                     warps' stall samples at the barrier after the sums); 24.6 KB of shared memory
#                                     a team at VB = 3, 197 KB for 8 teams: the ncu line below checks the residency
#   KSPMV_STAGED_LAUNCH_BOUNDS        LaunchBounds<128, 8>: 64 registers in every variant (ptxas: 16-20 B spilled;
#                                     the double buffer alone takes 80 registers, items alone 72), so lb alone is
#                                     timed too, to separate the spills from the change
# Predicted, K = 8, against the tree: lb 0.99-1.02; g8 0.92-0.95 on web-NotreDame and Chem97Zt, 0.99-1.01 on
# circuit204, rajat01, soc-Epinions1 and the census graphs; g16 like g8 on Chem97Zt, nearer 1 on web-NotreDame;
# db 0.90-0.97 on all five (the gain grows with K: none at K <= 3, one block); dbg8 the product of both.
# K = 8 held out with dbg8: 1.78-1.85 (run 67 1.733).
DIFFS=.device/r67_prepared_switches.diff CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
LB=-DKSPMV_STAGED_LAUNCH_BOUNDS
variant lb $LB &
variant g8 -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=8 $LB &
variant g16 -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=16 $LB &
variant db -DKSPMV_STAGED_DOUBLE_BUFFER $LB &
variant dbg8 -DKSPMV_STAGED_DOUBLE_BUFFER -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=8 $LB &
wait
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:StagedProducts" --launch-skip 3 \
  --launch-count 1 --section SpeedOfLight --section Occupancy --section LaunchStats /tmp/variant_db/kspmv-bench \
  --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --reps 2 --warmup 2 $SP > $R/ncu_db.txt 2>&1; pack
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
for k in 8 4 16; do
  bench k${k}_base --matrix $L --vectors $k $SP
  for v in lb g8 db dbg8 g16; do B=/tmp/variant_$v/kspmv-bench bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base lb dbg8; do
  if [ $v = base ]; then bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse
  else B=/tmp/variant_$v/kspmv-bench bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; fi
done
B=/tmp/variant_dbg8/kspmv-bench bench score_dbg8 --real-suite score $M --vectors 8 --algorithms automatic
pack; ls -la $OUT
