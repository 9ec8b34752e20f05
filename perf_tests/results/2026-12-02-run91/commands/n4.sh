# Run 91 call n4 (fresh machine): main at the commit with 16-bit deltas beside single values, built here.
# The single-values record again: the replicated fit and score suites, the FE files with cuSPARSE, the banded
# files and the large suite (--single-values); then the tests the two commits reach.
# Predicted: automatic_single / automatic on the FE files 0.98-1.05 (run 90: 0.77-0.87; n3 at 5e55790: 0.90-0.93
# on bcsstk16/29/33); elsewhere as n3 (fit 1.02-1.19, score 1.02-1.14 on non-FE matrices).
BUILD_DIR=/tmp/bh CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench test_single_values test_errors_and_handle test_spmv_double test_spmv_float
md5sum $B > $R/binaries.md5
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
export BENCH_MAX_S=100
bench fit --real-suite fit $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,hybrid --no-cusparse --reps 30
bench score --real-suite score $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,hybrid --no-cusparse --reps 30
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
runtest test_single_values
runtest test_errors_and_handle
runtest test_spmv_double --gtest_filter=*ell*:*sellp*:*single_values*:*hybrid*:*automatic*
BENCH_MAX_S=90 bench large_single --suite large --single-values --algorithms $SA
runtest test_spmv_float
pack
