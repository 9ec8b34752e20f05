# run 67 call 4: the staged kernel's thread-per-row sums in T / span groups of span threads where a chunk has no
# more rows than threads (-DKSPMV_STAGED_ROW_GROUPS, in the tree under #ifdef, with LaunchBounds<128, 8>: 64
# registers, 28 B of spills in ptxas), against the tree's kernel, staged forced, five staged matrices, and
# automatic on the ordered matrices the rule sends to the staged kernel. c3's items variant (a thread per (row,
# vector), 0.93 on web-NotreDame and Chem97Zt, 1.05 on circuit204) computed each row's bounds once per item;
# groups compute them once per thread and leave chunks of more than T / 2 rows on the old mapping.
# Predicted K = 8: web-NotreDame, Chem97Zt 0.92-0.95; circuit204, soc-Epinions1, rajat01 0.98-1.01; ordered 0.97-1.01.
CALL=c4 LIMIT_S=232 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant groups -DKSPMV_STAGED_ROW_GROUPS
echo "variants at $(($(date +%s) - call_start)) s"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
bench k8_base --matrix $L --vectors 8 $SP
B=/tmp/variant_groups/kspmv-bench bench k8_groups --matrix $L --vectors 8 $SP
bench k4_base --matrix $L --vectors 4 $SP
B=/tmp/variant_groups/kspmv-bench bench k4_groups --matrix $L --vectors 4 $SP
bench ord_k8_base --matrix $O --vectors 8 --algorithms automatic --no-cusparse
B=/tmp/variant_groups/kspmv-bench bench ord_k8_groups --matrix $O --vectors 8 --algorithms automatic --no-cusparse
bench k16_base --matrix $L --vectors 16 $SP
B=/tmp/variant_groups/kspmv-bench bench k16_groups --matrix $L --vectors 16 $SP
pack; ls -la $OUT
