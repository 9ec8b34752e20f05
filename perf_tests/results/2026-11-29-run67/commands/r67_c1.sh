# run 67 call 1 (prepared in run 66; one H200): run 66's final code unmeasured as a whole. Run 66 committed VB = 3
# with blocks made even (34cc0dd), which ptxas showed at 80 registers (64 before: ptxas/) and c4/c5 timed 1.17-1.26x
# slower on every staged matrix; the final commit keeps VB = 3 with the plain loop (c3's vb3e4 variant: 0.970-0.983x
# VB = 2's time at K = 8, 16) plus the empty-row loop (c1) and the ordered-rows rule (c2, c4).
# (1) VB = 3 (this tree) against a VB = 2 variant at K = 2, 4, 8, 16, 32 on the five staged matrices. Predicted:
#     K = 8, 16, 32 0.97-0.98; K = 2 1.00-1.01; K = 4 (3 + 1 against 2 + 2) 1.00-1.04.
# (2) Absolute staged times back at c3's (web-NotreDame K = 8 ~0.98 ms, c3 vb3e4 0.980).
# (3) The rule with the kernel restored: automatic against the old picks through the copy at K = 4, 8 (K = 32 in
#     call 2). Predicted K = 8 census graphs 0.75-0.89 (c2's forced times), K = 4 0.90-1.00.
# (4) Record: K = 8 held out and large against cuSPARSE; predicted held out 1.74-1.78 (run 65 1.705; ct2010
#     0.91 -> 1.09, staged matrices +2-3%), large 2.20-2.24.
# (5) ../diffs/r66_even_blocks_from_host.diff (copied to .device/): the block size found on the host and passed to
#     the kernel (64 registers, ptxas; a division in the kernel took 72-80), and with -DKSPMV_STAGED_EVEN_BLOCKS
#     blocks as even as one size makes them (K = 4: 2 + 2 instead of 3 + 1; K = 7, 8, 16 unchanged; K = 10:
#     3 + 3 + 3 + 1 either way). The base of every line here is the tree with the diff (the plain split, block
#     passed from the host). Predicted K = 4 even / plain 0.95-1.00; K = 7, 8 within 0.5%.
DIFFS=.device/r66_even_blocks_from_host.diff CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant even -DKSPMV_STAGED_EVEN_BLOCKS
tuning_variant vb2 "s/staged_products_vector_block = 3;/staged_products_vector_block = 2;/"
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 4 2 16 32; do
  bench k${k}_vb3 --matrix $L --vectors $k $SP
  B=/tmp/variant_vb2/kspmv-bench bench k${k}_vb2 --matrix $L --vectors $k $SP
done
bench k7_vb3 --matrix $L --vectors 7 $SP
for k in 4 7; do
  B=/tmp/variant_even/kspmv-bench bench k${k}_even --matrix $L --vectors $k $SP
done
O="$M/ca-CondMat.mtx.gz@auto $M/wing.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/crack.mtx.gz@auto $M/ct2010.mtx.gz@auto $M/memplus.mtx.gz@autop"
for k in 8 4; do
  bench ord_k${k}_auto --matrix $O --vectors $k --algorithms automatic --no-cusparse
  bench ord_k${k}_copy --matrix $O --vectors $k --algorithms csr_scalar,ell --row-major-x always --no-cusparse
done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
pack; ls -la $OUT
