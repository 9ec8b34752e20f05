# run 69 call 1 (prepared in run 68; one H200, fresh; ~560 s): the staged kernel in two forms, chosen at setup by
# the share of the matrix's chunks that take the items (diffs/r68_items_kernel_choice.diff, applied to 95c99ab).
# Binaries built on the development machine first (run 68 left them in .device/c4bin.tar.xz, from 4ab265c + the
# diff, if that machine's /work is still there; md5 list in ../README.md §5). Else (no build here; the packing as in
# commands/r68_c3_prebuild_variants.sh, into .device/c4bin.tar.xz with perf_tests/ and unit_tests/):
#   git apply perf_tests/results/2026-11-29-run68/diffs/r68_items_kernel_choice.diff
#   bash perf_tests/tools/dev_build.sh /work/main /work/cubuild kspmv-bench test_spmv_double test_errors_and_handle
#   BIN=/work/cubuild R=/tmp/c4var; source perf_tests/tools/variant_bench.sh   (then, one at a time:)
#   tuning_variant always 's/staged_items_min_share = 0.2;/staged_items_min_share = 0.0;/'   # = 95c99ab's choice
#   tuning_variant never 's/staged_items_min_share = 0.2;/staged_items_min_share = 2.0;/'    # no items, no bounds
#   tuning_variant fill4 's/fill_y_first_min_vectors = 8;/fill_y_first_min_vectors = 4;/'
#   tuning_variant s27 's/staged_items_min_share = 0.2;/staged_items_min_share = 0.27;/'     # circuit204 (0.25) out
# (staged_items_min_share and fill_y_first_min_vectors are read by the rank-2 apply, in the variant's object.)
# Predicted, time / always, staged forced: census graphs (share 0) and denserows 0.94-0.98 (c3: lb8 / old 1.03-1.06,
# denserows' automatic 1.093 of run 67's), rajat01 (0.16) 1.00-1.02, web-NotreDame, Chem97Zt, soc-Epinions1,
# circuit204 1.00 (same kernel); never / always: web-NotreDame 1.08-1.12, Chem97Zt 1.06-1.09. s27 / tree:
# circuit204 0.94-0.97, the rest 1.00. fill4 / tree at K = 4: web-NotreDame 0.95-0.97.
# Record with the tree: K = 8 held out 1.757-1.765 (c3 1.754: ct2010 1.04 -> 1.08), K = 4 held out 1.335-1.345
# (ct2010 0.99 -> 1.07), K = 8 large 2.18-2.19 (denserows 0.91 -> 0.99).
tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
declare -A BINS=([tree]=$P/kspmv-bench [always]=$P/kspmv-bench-always [never]=$P/kspmv-bench-never [s27]=$P/kspmv-bench-s27)
for k in 8 4; do
  for v in tree always never s27; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
  [ $k = 4 ] && B=$P/kspmv-bench-fill4 bench k4_fill4 --matrix $L --vectors 4 $SP
done
for v in tree always; do
  B=${BINS[$v]} bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse
  B=${BINS[$v]} bench dense_k8_$v --case denserows:2097152:4 --case rmat:21:16 --vectors 8 --algorithms automatic \
    --no-cusparse
done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
runtest test_errors_and_handle
runtest test_spmv_double
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
pack; ls -la $OUT
