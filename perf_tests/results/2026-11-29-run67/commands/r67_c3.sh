# run 67 call 3: the staged kernel's row sums a thread per (row, vector) instead of a thread per row
# (-DKSPMV_STAGED_ROW_VECTOR_ITEMS, in the tree under #ifdef; perf_tests/results/2026-11-29-run67/diffs/), with
# and without -DKSPMV_STAGED_LAUNCH_BOUNDS (LaunchBounds<128, 8>: 64 registers and 24 B of spills in ptxas, 72
# without), against the tree's kernel (64 registers), csr_load_balance staged forced, five staged matrices, K = 8, 16, 4.
# Predicted: web-NotreDame K = 8 0.93-0.98 of base (a chunk holds ~47 rows of 128 threads: 81 idle in the sums),
# rajat01 / Chem97Zt / circuit204 0.97-1.00; items72 1.00-1.05 (7 teams a multiprocessor instead of 8).
# Then ncu of one launch each on web-NotreDame x16 K = 8: the base kernel (built -lineinfo, source counters),
# the items kernel, cuSPARSE's coomm_alg3_kernel (run 64: 820 us / 440 M instructions against 469 us / 211 M).
CALL=c3 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant items -DKSPMV_STAGED_ROW_VECTOR_ITEMS -DKSPMV_STAGED_LAUNCH_BOUNDS &
variant items72 -DKSPMV_STAGED_ROW_VECTOR_ITEMS &
variant lineinfo -lineinfo &
wait
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 16 4; do
  bench k${k}_base --matrix $L --vectors $k $SP
  B=/tmp/variant_items/kspmv-bench bench k${k}_items --matrix $L --vectors $k $SP
  B=/tmp/variant_items72/kspmv-bench bench k${k}_items72 --matrix $L --vectors $k $SP
done
bench k8_base2 --matrix $L --vectors 8 $SP
ncu_run() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled --import-source yes "$@" > $R/$out.txt 2>&1
  echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
SEC="--section SpeedOfLight --section Occupancy --section LaunchStats --section InstructionStats --section WarpStateStats --section SchedulerStats"
W="--matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --reps 2 --warmup 2"
ncu_run ncu_items --kernel-name "regex:StagedProducts" --launch-skip 3 --launch-count 1 $SEC \
  -o $R/items /tmp/variant_items/kspmv-bench $W --algorithms csr_load_balance --staged-products yes --no-cusparse
ncu_run ncu_staged_src --kernel-name "regex:StagedProducts" --launch-skip 3 --launch-count 1 $SEC --section SourceCounters \
  -o $R/staged /tmp/variant_lineinfo/kspmv-bench $W --algorithms csr_load_balance --staged-products yes --no-cusparse
ncu_run ncu_coomm3 --kernel-name "regex:coomm_alg3" --launch-skip 3 --launch-count 1 $SEC --section SourceCounters \
  -o $R/coomm3 $B $W --algorithms automatic
for f in items staged coomm3; do [ -f $R/$f.ncu-rep ] || continue
  ncu --import $R/$f.ncu-rep > $R/${f}_details.txt 2>&1
  ncu --import $R/$f.ncu-rep --page source --csv --print-source sass > $R/${f}_sass.csv 2>&1; done
rm -f $R/*.ncu-rep.unused; pack
B=/tmp/variant_items/kspmv-bench bench score_items8 --real-suite score $M --vectors 8 --algorithms automatic
pack; ls -la $OUT
