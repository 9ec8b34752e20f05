# Run 69 call 3 (one H200, fresh; ~560 s): d4f8f1c (the staged kernel with or without items, chosen by the
# share of chunks that take them, >= 0.27; y zeroed first from 4 vectors), binaries from r69_c3_prebuild.sh
# carried as .device/c5bin.tar.xz. Same process each line: tree / lb8 (95c99ab's kernel everywhere), always /
# lb8 (the new items kernel against the one it should equal), always24 / lb8 (run 69 c1's), never / tree;
# fill8 / tree at K = 4. Then the CUDA tests and the record at the tree.
# Predicted: tree / lb8 at K = 8: Chem97Zt, web-NotreDame, soc-Epinions1 1.00 (same kernel), rajat01 1.01,
# circuit204 0.95; K = 4: rajat01 0.99, circuit204 0.94; always / lb8 1.00 +- 0.01 (20 B spilled in both);
# always24 / lb8 1.05-1.15 (c1's cross-machine reading); census graphs tree / lb8 0.94-0.97.
# Record: K = 8 held out 1.76-1.77 (run 68 c3 1.754; circuit204 is not in it), K = 4 held out 1.34-1.35
# (ct2010 back above 1), K = 8 large 2.19 (denserows 0.99), K = 16 held out 1.85-1.87 (c1 1.848).
tar -xJf .device/c5bin.tar.xz -C .device
BUILD_DIR=.device/c5bin CALL=c3 LIMIT_S=585 source perf_tests/tools/device_call.sh
runtest() { local t=$1 s=$(date +%s) left=$(( call_deadline - 5 - $(date +%s) )); shift; [ $left -gt 10 ] || return
  timeout $left $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
declare -A BINS=([tree]=$P/kspmv-bench [always]=$P/kspmv-bench-always [never]=$P/kspmv-bench-never
  [lb8]=$P/kspmv-bench-lb8 [always24]=$P/kspmv-bench-always24)
for k in 8 4; do
  for v in tree lb8 always always24 never; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
  [ $k = 4 ] && B=$P/kspmv-bench-fill8 bench k4_fill8 --matrix $L --vectors 4 $SP
done
for v in tree lb8; do B=${BINS[$v]} bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
runtest test_errors_and_handle
runtest test_spmv_double
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto4 --suite large --vectors 4 --algorithms automatic
pack; ls -la $OUT
