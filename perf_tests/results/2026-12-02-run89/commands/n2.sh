# Run 89 call n2, on n1's warm machine: n1's build (.device/r89a, main at 70104ce) runs the two test programs n1
# left (complex and int-offsets whole) and the record's rank-1 N jobs.
# Predicted: the tests pass; held out N ~1.016 (n4 of run 88), large N ~1.28.
BUILD_DIR=.device/r89a CALL=n2 LIMIT_S=590 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/test_* > $R/binaries.md5
export BENCH_MAX_S=60
bench score_n --real-suite score $M --algorithms automatic
bench large_n --suite large --algorithms automatic
runtest test_spmv_complex
runtest test_spmv_double_int_offsets
[ -f /tmp/n1/test_spmv_float.txt ] && grep -q PASSED /tmp/n1/test_spmv_float.txt || TAG=_n2 runtest test_spmv_float
BENCH_MAX_S=150 bench large_t --suite large --algorithms automatic --mode T
bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
