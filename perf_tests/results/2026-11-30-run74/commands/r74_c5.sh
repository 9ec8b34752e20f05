# Run 74 call 5 (one H200, the session's last ~480 s): the final commit 778fec1 (.device/c75.tar.xz: kspmv-bench and
# the four test_spmv programs rebuilt there; 778fec1 changes only unit_tests/spmv_suite.hpp after c4's c6f8653).
# (1) test_spmv_double whole (c4: SpmvDouble.single_values failed on the suite's tolerance, fixed in 778fec1), the
#     other three their single-values, load-balance and transpose-one-column suites.
# (2) Earlier numbers on paths this run did not touch (op = A): K = 8 held out and the large suite at K = 8.
#     Predicted within 2% of run 73's 1.751x and 2.150x.
tar -xJf .device/c75.tar.xz -C .device
BUILD_DIR=.device/c75 CALL=c5 LIMIT_S=470 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_spmv_double
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do
  TAG=_sv runtest $t --gtest_filter='*single_values*:*load_balance*:*transpose_one_column*'
done
export BENCH_MAX_S=120
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
pack; ls -la $OUT
