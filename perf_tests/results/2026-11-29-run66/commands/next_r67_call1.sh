# run 67 call 1 (prepared in run 66; one H200): run 66's final code unmeasured as a whole. Run 66 committed VB = 3
# with blocks made even (34cc0dd), which ptxas showed at 80 registers (64 before: ptxas/) and c4/c5 timed 1.17-1.26x
# slower on every staged matrix; the final commit keeps VB = 3 with the plain loop (c3's vb3e4 variant: 0.970-0.983x
# VB = 2's time at K = 8, 16) plus the empty-row loop (c1) and the ordered-rows rule (c2, c4).
# (1) VB = 3 (this tree) against a VB = 2 variant at K = 2, 4, 8, 16, 32 on the five staged matrices. Predicted:
#     K = 8, 16, 32 0.97-0.98; K = 2 1.00-1.01; K = 4 (3 + 1 against 2 + 2) 1.00-1.04.
# (2) Absolute staged times back at c3's (web-NotreDame K = 8 ~0.98 ms, c3 vb3e4 0.980).
# (3) The rule with the kernel restored: automatic against the old picks through the copy at K = 4, 8, 32.
#     Predicted K = 8 census graphs 0.75-0.89 (c2's forced times), K = 4 0.90-1.00, K = 32 0.65-0.75.
# (4) Record: K = 8 held out and large against cuSPARSE; predicted held out 1.74-1.78 (run 65 1.705; ct2010
#     0.91 -> 1.09, staged matrices +2-3%), large 2.20-2.24.
CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
sed -i "s/staged_products_vector_block = 3;/staged_products_vector_block = 2;/" src/core/tuning.hpp
grep -E "staged_products_vector_block =" src/core/tuning.hpp > $R/shape_vb2.txt
variant vb2
cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 4 2 16 32; do
  bench k${k}_vb3 --matrix $L --vectors $k $SP
  B=/tmp/variant_vb2/kspmv-bench bench k${k}_vb2 --matrix $L --vectors $k $SP
done
O="$M/ca-CondMat.mtx.gz@auto $M/wing.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/crack.mtx.gz@auto $M/ct2010.mtx.gz@auto $M/memplus.mtx.gz@autop"
for k in 8 4; do
  bench ord_k${k}_auto --matrix $O --vectors $k --algorithms automatic --no-cusparse
  bench ord_k${k}_copy --matrix $O --vectors $k --algorithms csr_scalar,ell --row-major-x always --no-cusparse
done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench ord_k32_auto --matrix $O --vectors 32 --algorithms automatic --no-cusparse
bench ord_k32_copy --matrix $O --vectors 32 --algorithms csr_scalar,ell --row-major-x always --no-cusparse
pack; ls -la $OUT
