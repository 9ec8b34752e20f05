# run 65 call 4 (one H200): staged products with VB = 2 vectors a block committed as the tuning table's
# staged_products_vector_block (run 65 c1: VB = 2 took 0.86-0.96x VB = 1's time at K = 8 on the five
# staged matrices). Here: K = 2, 4, 16 for VB = 1 (a variant: the rank-2 handle core recompiled with the
# constant at 1) against VB = 2; test_spmv_double's csr_load_balance suite (staged products forced at K = 2,
# 7, 8, 16, 33, 64: partial blocks) on the GPU; automatic's record at K = 4, 8, 32 (held out) and K = 8
# (large). Prediction: VB = 2 0.90-0.97x VB = 1 at K = 4 and 16, 0.95-1.00x at K = 2 (one block: half the
# barriers and row lookups, no more loads in flight than K = 8 had); K = 8 held out 1.63 -> 1.66-1.70x.
CALL=c4 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double
source perf_tests/tools/variant_bench.sh
cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
sed -i 's/staged_products_vector_block = 2;/staged_products_vector_block = 1;/' src/core/tuning.hpp
grep -c "staged_products_vector_block = 1;" src/core/tuning.hpp > $R/vb1_sed.txt
variant vb1
cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
timeout 120 $BIN/unit_tests/test_spmv_double --gtest_filter='*csr_load_balance' > $R/test_csr_lb.txt 2>&1
echo "test csr_load_balance rc=$? $(tail -1 $R/test_csr_lb.txt)"; pack
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 2 4 16; do
  B=/tmp/variant_vb1/kspmv-bench bench k${k}_vb1 --matrix $L --vectors $k $SP
  bench k${k}_vb2 --matrix $L --vectors $k $SP
done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
