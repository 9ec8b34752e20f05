# run 62 call 1 (one H200): the CUDA tests of 51b636c's wide gather tiles in float and complex (owed since run 61),
# then the block size of the rank-2 gathers (DIA, ELL / SELL-P): Kokkos' RangePolicy takes the smallest block of
# >= 128 threads at full occupancy; teams of 256 / 512 / 1024 rows (gather_block_threads, flat_for) let the x lines
# that a row's +-n1 diagonals share be hit in L1 by warps of the same block. Prediction: stencil27:100 K = 8 DIA
# 0.191 ms -> 0.16-0.17 ms at 512 (L2->L1 traffic of x from ~7.7x to ~4.2x its size), ELL alike, 1.0x on rows
# without such reuse (random, graphs).
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_float test_spmv_complex
source perf_tests/tools/variant_bench.sh
runtest() { local n=$1 t=$2 s=$(date +%s); shift 2; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$n.txt 2>&1; local rc=$?
  echo "$n: $t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$n.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
variant b256 -DKSPMV_GATHER_BLOCK_THREADS=256 &
variant b512 -DKSPMV_GATHER_BLOCK_THREADS=512 &
variant b1024 -DKSPMV_GATHER_BLOCK_THREADS=1024 &
F='--gtest_filter=*wide_gather_tiles*:*.dia:*.ell:*.sellp:*.automatic'
runtest float_tiles test_spmv_float $F; runtest complex_tiles test_spmv_complex $F
wait
md5sum $B /tmp/variant_*/kspmv-bench | tee $R/md5.txt
V=/tmp/variant_
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st_base $ST --vectors 8 --algorithms dia,ell,automatic
for v in b256 b512 b1024; do B=$V$v/kspmv-bench bench k8_st_$v $ST --vectors 8 --algorithms dia,ell --no-cusparse; done
bench k8_st_base2 $ST --vectors 8 --algorithms dia,ell --no-cusparse
for s in rfit gfit; do
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; esac
  bench k8_${s}_base $S --vectors 8 --algorithms automatic --no-cusparse
  for v in b512 b1024; do B=$V$v/kspmv-bench bench k8_${s}_$v $S --vectors 8 --algorithms automatic --no-cusparse; done
done
for K in 16 32 4; do
  bench k${K}_st_base $ST --vectors $K --algorithms dia --no-cusparse
  for v in b512 b1024; do B=$V$v/kspmv-bench bench k${K}_st_$v $ST --vectors $K --algorithms dia --no-cusparse; done
done
pack; ls -la $OUT
