# run 64 call 6 (one H200): the project's default build (KSPMV_UNITS=few: kspmv_eti one unit a matrix type,
# the bench's runs one unit; and a9dd10b's bench host code at -O1), never run on a GPU before: the CUDA test
# programs and the record's points against cuSPARSE. Prediction: as run 63 measured the same kernels built in
# many units (rank 1 N held out 1.010x, K = 8 held out 1.70x, K = 8 large 2.153x), within noise; tests pass.
export KSPMV_UNITS=few
CALL=c6 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_single_values test_conversions test_spmv_double
grep -E "KSPMV_UNITS" $BIN/CMakeCache.txt | tee $R/units.txt
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle; runtest test_single_values; runtest test_conversions
bench score --real-suite score $M --algorithms automatic
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
runtest test_spmv_double
pack; ls -la $OUT
