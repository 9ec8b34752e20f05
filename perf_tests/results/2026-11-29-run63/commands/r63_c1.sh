# run 63 call 1 (prepared in run 62; one H200): more loads in flight a thread in the rank-2 gathers, the opposite of
# run 62's register cap (which lost 23-31% on DIA at K = 8). Apply run 62's diffs/r62_in_flight.diff (copied to
# .device/): DIA takes G diagonals a step (KSPMV_DIA_DIAGONALS_IN_FLIGHT=G) and ELL / SELL-P gather a block of
# padded_slots_in_flight slots (KSPMV_PADDED_BATCHED_GATHERS), all G·T loads of x before the sums, the sums bitwise
# as G = 1. ptxas (run 62): DIA's 64-byte tile 56 -> 66 registers at G = 2 and 3, ELL 72 -> 90 batched.
# Prediction: stencil27:100 DIA at K = 8 0.190 -> 0.165-0.18 ms (issue 10's 60% bar is 0.177 ms), ELL +-10%.
git apply .device/r62_in_flight.diff || exit 1
CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant g2 -DKSPMV_DIA_DIAGONALS_IN_FLIGHT=2 &
variant g3 -DKSPMV_DIA_DIAGONALS_IN_FLIGHT=3 &
variant pb -DKSPMV_PADDED_BATCHED_GATHERS &
variant g3pb -DKSPMV_DIA_DIAGONALS_IN_FLIGHT=3 -DKSPMV_PADDED_BATCHED_GATHERS &
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st_base $ST --vectors 8 --algorithms dia,ell --no-cusparse
wait
md5sum $B /tmp/variant_*/kspmv-bench | tee $R/md5.txt
V=/tmp/variant_
for v in g2 g3 pb; do B=$V$v/kspmv-bench bench k8_st_$v $ST --vectors 8 --algorithms dia,ell --no-cusparse; done
bench k8_st_base2 $ST --vectors 8 --algorithms dia,ell --no-cusparse
# ncu of DIA at K = 8 on stencil27:100, committed and G = 3: where a warp waits, L1 / L2 traffic, registers
ncu_dia() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:DiaKernel" --launch-skip 3 \
    --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    --section Occupancy --section LaunchStats "$@" --case stencil27:100 --vectors 8 --algorithms dia --no-cusparse \
    --reps 2 --warmup 2 > $R/$out.txt 2>&1; echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
ncu_dia ncu_dia_base $B; ncu_dia ncu_dia_g3 ${V}g3/kspmv-bench
# the suites before other K (~150 s), then K = 16 and 4 on the stencils (~80 s); ~550 s in all with the build
for s in gfit rfit score; do
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; score) S="--real-suite score $M";; esac
  bench k8_${s}_base $S --vectors 8 --algorithms automatic --no-cusparse
  B=${V}g3pb/kspmv-bench bench k8_${s}_g3pb $S --vectors 8 --algorithms automatic --no-cusparse
done
for K in 16 4; do
  bench k${K}_st_base $ST --vectors $K --algorithms dia,ell --no-cusparse
  B=${V}g3pb/kspmv-bench bench k${K}_st_g3pb $ST --vectors $K --algorithms dia,ell --no-cusparse
done
pack; ls -la $OUT
