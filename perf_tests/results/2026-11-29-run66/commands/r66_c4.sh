# run 66 call 4 (one H200): (1) the staged kernel's vector blocks at VB = 3 split evenly (this tree) against
# VB = 2 (a variant of the rank-2 handle core with the tuning table's staged_products_vector_block = 2; VB is
# read by that object alone, unlike E, whose chunk the plan's setup in the rank-1 object also reads: c3's E
# variants were not valid) at K = 2, 4, 8, 16, 32 on the five staged matrices; prediction VB = 3 0.97-0.98 of
# VB = 2 at K = 8, 16 (c3), 0.98-1.00 at K = 32, K = 2 within 1% (both stage 2), K = 4 (2 + 2 against 2 + 2)
# within 1%. (2) The ordered-rows rule (X as given where narrow_groups >= 0.9 and scattered < 0.92; csr_scalar ->
# csr_load_balance): automatic at K = 4, 8, 32 on c2's five fit and two held-out matrices, beside csr_scalar and
# ELL through the copy (automatic's old picks). Prediction K = 8: de2010 1.05 -> 0.93, vt2010 1.05 -> 0.79, crack
# 0.72 -> 0.64, ct2010 1.02 -> 0.85 (0.91x -> 1.09x cuSPARSE), ca-CondMat, wing, memplus unchanged.
# (3) CUDA tests of this tree while the benches run.
CALL=c4 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
sed -i "s/staged_products_vector_block = 3;/staged_products_vector_block = 2;/" src/core/tuning.hpp
grep -E "staged_products_vector_block =" src/core/tuning.hpp > $R/shape_vb2.txt
variant vb2
cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
echo "variant at $(($(date +%s) - call_start)) s"
(cmake --build $BIN -j 12 --target test_errors_and_handle test_spmv_double test_spmv_float test_spmv_complex \
   test_graph_capture test_single_values > $R/test_build.log 2>&1; echo "test build rc=$? at $(($(date +%s) - call_start)) s") &
tester=$!
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
for k in 8 4 2 16 32; do
  bench k${k}_vb3 --matrix $L --vectors $k $SP
  B=/tmp/variant_vb2/kspmv-bench bench k${k}_vb2 --matrix $L --vectors $k $SP
done
O="$M/ca-CondMat.mtx.gz@auto $M/wing.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/crack.mtx.gz@auto $M/ct2010.mtx.gz@auto $M/memplus.mtx.gz@autop"
for k in 8 4 32; do
  bench ord_k${k}_auto --matrix $O --vectors $k --algorithms automatic
  bench ord_k${k}_copy --matrix $O --vectors $k --algorithms csr_scalar,ell --row-major-x always --no-cusparse
done
wait $tester
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle
runtest test_single_values
runtest test_graph_capture
runtest test_spmv_float --gtest_filter='*csr_load_balance*'
runtest test_spmv_complex --gtest_filter='*csr_load_balance*'
runtest test_spmv_double
pack; ls -la $OUT
