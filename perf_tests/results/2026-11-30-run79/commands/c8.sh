# Run 79 call 8: the commit as committed (.device/r79g: c6's code with the bound and X-as-given gated on
# wide_tile_of_few_values; kspmv-bench, test_errors_and_handle, test_spmv_float, test_spmv_complex).
# Predicted: floats at K = 16 back to c95a8e8's times (their path is c95a8e8's again), doubles as in c7.
for t in r78b r79g; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79g CALL=c8 LIMIT_S=400 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r78b/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
Y="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
B=$NEW; BENCH_MAX_S=30 bench f16_auto_new $Y --scalar float --vectors 16 --algorithms automatic,csr_vector --no-cusparse
B=$OLD; BENCH_MAX_S=30 bench f16_auto_old $Y --scalar float --vectors 16 --algorithms automatic,csr_vector --no-cusparse
B=$NEW; BENCH_MAX_S=30 bench x8_auto_new $Y --vectors 8 --algorithms automatic --no-cusparse
B=$OLD; BENCH_MAX_S=30 bench x8_auto_old $Y --vectors 8 --algorithms automatic --no-cusparse
runtest test_errors_and_handle
runtest test_spmv_float
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance'
pack
