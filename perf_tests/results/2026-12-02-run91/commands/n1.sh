# Run 91 call n1: the padded kernels (ELL, SELL-P) read 8 slots a block where values are 4 bytes
# (padded_slots_in_flight_for, tuning.hpp), built here from the working tree (16 cores, KSPMV_UNITS=many).
# Run 90 found ELL single at 1.30x ELL double's time on bcsstk29 x39 (U = 4 for both). Same commands as
# run 90 n4/n5 for the --single-values jobs: FE files, banded files, the large suite.
# Predicted: ELL single / ELL double 0.80-0.90 on the FE files (bytes 0.80 of double's; run 90: 1.21-1.30);
# SELL-P single likewise; double variants unchanged (same code for 8-byte values) within +-2%.
BUILD_DIR=/tmp/bh CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_float test_single_values test_spmv_double
md5sum $B > $R/binaries.md5
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
export BENCH_MAX_S=80
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
BENCH_MAX_S=120 bench large_single --suite large --single-values --algorithms $SA
runtest test_single_values
pack
