# run 62 call 1 (prepared in run 61; one H200): the CUDA tests owed at 51b636c's kernels (DIA, ELL, SELL-P gathers
# with 64-byte tiles where K fills them), then the multivector record with them. First the tests of the changed
# kernels in each scalar type (wide_gather_tiles, dia, ell, sellp, automatic), then the whole of test_spmv_double;
# then automatic against cuSPARSE's SpMM at K = 16 held out and large (run 61's 1.730x / 2.079x predate the wide
# tile: predicted held out ~1.78x with its ELL picks 1.06-1.24x faster, large ~2.15x with the stencils' DIA ~1.2x).
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_float test_spmv_complex
# runtest NAME PROGRAM ARGS: the output in $R/NAME.txt
runtest() { local n=$1 t=$2 s=$(date +%s); shift 2; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$n.txt 2>&1; local rc=$?
  echo "$n: $t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$n.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
F='--gtest_filter=*wide_gather_tiles*:*.dia:*.ell:*.sellp:*.automatic'
runtest float_tiles test_spmv_float $F; runtest complex_tiles test_spmv_complex $F; runtest double test_spmv_double
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
