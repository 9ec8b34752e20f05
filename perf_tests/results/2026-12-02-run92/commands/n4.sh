# Run 92 call n4 (fresh machine): the final commit (late conversion; ELL single's gather under launch bounds
# of 12 blocks of 128; DIA as at run 91), built here with the tests it reaches; registers; the single-values
# record (FE files, stencils, banded files with cuSPARSE and Kokkos Kernels; the large suite; the replicated
# fit and score suites); the held-out N suite as given, with cuSPARSE, if time is left.
# Predicted: tests pass; ELL single 40 registers; FE best single / best as given 1.15-1.35 (n2: ELL single a at
# 0.0587-0.0896 ms on the bcsstk/cage/wave files, wing 0.168); stencils and banded files as run 91 n4 (DIA
# unchanged: 1.28-1.38 / 1.22-1.48); double kernels as run 91 (same code for 8-byte values).
BUILD_DIR=/tmp/bh CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench test_single_values test_errors_and_handle test_spmv_double test_spmv_float
md5sum $B > $R/binaries.md5
cuobjdump -res-usage $B 2>/dev/null | grep -A1 "PaddedSlotsKernel" > $R/res_padded.txt
runtest test_single_values
runtest test_errors_and_handle
runtest test_spmv_double --gtest_filter=*ell*:*sellp*:*dia*:*single_values*:*hybrid*:*automatic*
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb
export BENCH_MAX_S=60
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench st_single --case stencil7:160 --case stencil27:100 --case stencil5:4096 --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
bench fe_single_2 --matrix $FE --single-values --algorithms $SA --reps 40
BENCH_MAX_S=90 bench fit_single --real-suite fit $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,hybrid --no-cusparse --reps 30
BENCH_MAX_S=90 bench score_single --real-suite score $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,hybrid --no-cusparse --reps 30
BENCH_MAX_S=90 bench large_single --suite large --single-values --algorithms $SA
runtest test_spmv_float
BENCH_MAX_S=120 bench score_N --real-suite score $M --algorithms automatic
pack
