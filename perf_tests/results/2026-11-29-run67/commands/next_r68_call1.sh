# run 68 call 1 (prepared in run 67; one H200, ~420 s): the staged kernel's row sums a thread per (row, vector) only
# in chunks whose rows average KSPMV_STAGED_ITEMS_MIN_ENTRIES entries or more (../diffs/r67_staged_items_gated.diff,
# copied to .device/; both with LaunchBounds<128, 8>: 64 registers, 20 B spilled in ptxas), and the launch bounds
# alone (-DKSPMV_STAGED_LAUNCH_BOUNDS: 64 registers, 16 B spilled), against the tree's kernel (64, none spilled).
# Run 67: items everywhere took 0.93 on web-NotreDame and Chem97Zt (rows of ~11 and ~24 entries in the staged
# chunks) and 1.05 on circuit204, 1.05-1.09 on census graphs (rows of ~5-6) with groups; ncu put 30% of the
# base kernel's warp samples at the barrier after the row sums.
# Predicted, K = 8: gated (8) web-NotreDame and Chem97Zt 0.92-0.95, circuit204, rajat01, soc-Epinions1 and the
# census graphs 0.99-1.01; gated 12 and 16 between; lb alone 0.99-1.02 (if circuit204 loses there too, the loss of
# run 67 was the spills, not the mapping). K = 8 held out with gated (8): 1.75-1.78 (run 67 1.733).
DIFFS=.device/r67_staged_items_gated.diff CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant g8 -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=8 &
variant g12 -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=12 &
variant g16 -DKSPMV_STAGED_ITEMS_MIN_ENTRIES=16 &
variant lb -DKSPMV_STAGED_LAUNCH_BOUNDS &
wait
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
for k in 8 4 16; do
  bench k${k}_base --matrix $L --vectors $k $SP
  for v in g8 g12 g16 lb; do B=/tmp/variant_$v/kspmv-bench bench k${k}_$v --matrix $L --vectors $k $SP; done
done
bench ord_k8_base --matrix $O --vectors 8 --algorithms automatic --no-cusparse
B=/tmp/variant_g8/kspmv-bench bench ord_k8_g8 --matrix $O --vectors 8 --algorithms automatic --no-cusparse
B=/tmp/variant_lb/kspmv-bench bench ord_k8_lb --matrix $O --vectors 8 --algorithms automatic --no-cusparse
B=/tmp/variant_g8/kspmv-bench bench score_g8 --real-suite score $M --vectors 8 --algorithms automatic
pack; ls -la $OUT
