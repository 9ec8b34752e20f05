# run 65 call 1 (prepared in run 64; one H200): staged products staging VB vectors between two barriers
# (diffs/r64_vector_block.diff, copied to .device/; KSPMV_STAGED_VECTOR_BLOCK = VB, 1 as committed). Run 64's ncu
# had the committed StagedProducts at 2.09x the instructions of cuSPARSE's coomm_alg3_kernel (web-NotreDame x16, K
# = 8: 820 against 469 us), with 2 barriers, a row lookup (row_of, two row_map loads) and E = 4 loads of x a
# thread for every vector. With VB vectors a block: E*VB loads in flight, the barriers and lookups / VB; 72 -> 64
# / 90 / 90 registers at VB = 2 / 4 / 8 (ptxas, development machine, no spills; 7 -> 5 teams an SM at 90). Base =
# the patched tree without the define (VB = 1: the committed loop). Fit on the fit suites' staged matrices (soc-
# Epinions1, circuit204), report on the held-out ones (web-NotreDame, rajat01, Chem97Zt). Prediction: VB = 4
# StagedProducts 820 -> 550-650 us on web-NotreDame, the apply 1.01 -> 0.75-0.85 ms (cuSPARSE 0.58: still behind);
# VB = 8 no better than 4 (occupancy).
CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh
{ patch -p1 < .device/r64_vector_block.diff || git apply .device/r64_vector_block.diff; } > $R/patch.log 2>&1 || { echo patch failed; cat $R/patch.log; }
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench > $R/build.log 2>&1; echo "build rc=$? at $(($(date +%s) - call_start)) s"
source perf_tests/tools/variant_bench.sh
variant vb2 -DKSPMV_STAGED_VECTOR_BLOCK=2 & variant vb4 -DKSPMV_STAGED_VECTOR_BLOCK=4 & variant vb8 -DKSPMV_STAGED_VECTOR_BLOCK=8 &
wait; echo "variants at $(($(date +%s) - call_start)) s"
FIT="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
SCORE="$M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for v in base vb2 vb4 vb8; do
  [ $v = base ] && exe=$B || exe=/tmp/variant_$v/kspmv-bench
  B=$exe bench k8_$v --matrix $FIT $SCORE --vectors 8 $SP
done
for v in base vb4; do
  [ $v = base ] && exe=$B || exe=/tmp/variant_$v/kspmv-bench
  B=$exe bench k4_$v --matrix $FIT $SCORE --vectors 4 $SP
  B=$exe bench k16_$v --matrix $FIT $SCORE --vectors 16 $SP
done
ncu_run() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled "$@" > $R/$out.txt 2>&1
  echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
SEC="--section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section InstructionStats"
ncu_run ncu_vb4 --kernel-name "regex:StagedProducts" --launch-skip 3 --launch-count 1 $SEC /tmp/variant_vb4/kspmv-bench \
  --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 $SP --reps 2 --warmup 2
pack; ls -la $OUT
