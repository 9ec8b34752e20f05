# run 66 call 3 (prepared in run 65; one H200): the staged-products shape around run 65's VB = 2, E = 4 (the
# tuning table's staged_products_vector_block and staged_products_entries_per_thread): loads of x in flight a
# thread E*VB = 8 now (64 registers). Variants, each the rank-2 handle core recompiled with the table changed (the header's
# time stamp restored after, so the rest of the build stays): VB = 3, E = 4 (12 in flight); VB = 2, E = 6 (12,
# a chunk of 768: fewer chunks and carried rows); VB = 4, E = 2 (8, a chunk of 256, more teams). ptxas on the
# development machine (the kernel alone, run 65 ptxas/): 64, 64 and 93 registers, no spills. Fit on soc-Epinions1
# x47 and circuit204 x4080, report on web-NotreDame x16, rajat01 x555, Chem97Zt x387, at K = 8 and 16.
# Prediction: VB = 3, E = 4 (the registers of VB = 2, half again the loads in flight) 0.95-1.00x VB = 2's time;
# VB = 2, E = 6 slower (93 registers, five teams an SM: run 65's VB = 4 lost so); VB = 4, E = 2 within 3%.
CALL=c3 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
tvariant() {  # NAME VB E: the rank-2 double handle core with the staged shape changed
  cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
  sed -i "s/staged_products_vector_block = 2;/staged_products_vector_block = $2;/; s/staged_products_entries_per_thread = 4;/staged_products_entries_per_thread = $3;/" src/core/tuning.hpp
  grep -E "staged_products_(vector_block|entries_per_thread) =" src/core/tuning.hpp > $R/shape_$1.txt
  variant $1
  cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
}
tvariant vb3e4 3 4; tvariant vb2e6 2 6; tvariant vb4e2 4 2
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 16; do
  for v in base vb3e4 vb2e6 vb4e2 base2; do
    case $v in base|base2) exe=$B;; *) exe=/tmp/variant_$v/kspmv-bench;; esac
    B=$exe bench k${k}_$v --matrix $L --vectors $k $SP
  done
done
pack; ls -la $OUT
