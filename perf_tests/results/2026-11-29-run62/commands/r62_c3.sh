# run 62 call 3 (one H200): a register cap for the rank-2 gathers of DIA, ELL and SELL-P (gather_policy:
# Kokkos::LaunchBounds<128, gather_min_blocks> on CUDA, the tree's default 0 = none). Calls 1-2 found the block size
# a loss both ways, but b512's ELL (one 512-thread block an SM at 72 registers) 1.5x slower: occupancy matters.
# ptxas here: DIA's 64-byte tile 56 -> 48 registers at 10 blocks (no spill), 40 at 12 (76-92 B spilled); ELL's
# 72 -> 48 at 10 (120-140 B spilled). Prediction: m10 DIA on the stencils at K = 8 1.05-1.15x faster (threads an SM
# 1024 -> 1280), ELL within +-5%; m12 no better than m10 (spills).
CALL=c3 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant m9 -DKSPMV_GATHER_MIN_BLOCKS=9 &
variant m10 -DKSPMV_GATHER_MIN_BLOCKS=10 &
variant m12 -DKSPMV_GATHER_MIN_BLOCKS=12 &
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st_base $ST --vectors 8 --algorithms dia,ell --no-cusparse
wait
md5sum $B /tmp/variant_*/kspmv-bench | tee $R/md5.txt
V=/tmp/variant_
for v in m9 m10 m12; do B=$V$v/kspmv-bench bench k8_st_$v $ST --vectors 8 --algorithms dia,ell --no-cusparse; done
bench k8_st_base2 $ST --vectors 8 --algorithms dia,ell --no-cusparse
for K in 16 4; do
  bench k${K}_st_base $ST --vectors $K --algorithms dia,ell --no-cusparse
  B=${V}m10/kspmv-bench bench k${K}_st_m10 $ST --vectors $K --algorithms dia,ell --no-cusparse
done
for s in gfit rfit; do
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; esac
  bench k8_${s}_base $S --vectors 8 --algorithms automatic --no-cusparse
  B=${V}m10/kspmv-bench bench k8_${s}_m10 $S --vectors 8 --algorithms automatic --no-cusparse
done
bench k8_score_base --real-suite score $M --vectors 8 --algorithms automatic --no-cusparse
B=${V}m10/kspmv-bench bench k8_score_m10 --real-suite score $M --vectors 8 --algorithms automatic --no-cusparse
pack; ls -la $OUT
