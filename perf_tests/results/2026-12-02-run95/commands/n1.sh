# Run 95 call n1 (fresh machine): main + EVC-HYB storing single values (StoredFormat, as ELL / SELL-P / DIA),
# built here (16 cores) with the tests it touches; the FE files twice, stencils and banded files with every
# single-value plan, cuSPARSE and Kokkos Kernels in the same process.
# Predicted: tests pass; evc_hyb_single 0.68-0.78x evc_hyb's time on the FE files (bytes 12 -> 8 a slot,
# no padding a warp: the saving reaches memory); best single / best as given: bcsstk29 1.28 -> 1.30-1.38,
# wave 1.16 -> 1.25-1.40, cage11 1.22 -> 1.28-1.36, wing ~1.05 (x gathers bound it), bcsstk16/33 >= 1.34.
BUILD_DIR=/tmp/bh CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh kspmv-bench test_single_values test_spmv_double test_conversions
md5sum $B > $R/binaries.md5
runtest test_single_values
TAG=_sel runtest test_spmv_double '--gtest_filter=*single_values*:*evc_hyb*'
runtest test_conversions
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb
export BENCH_MAX_S=70
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench fe_single_2 --matrix $FE --single-values --algorithms $SA --reps 40
bench st_single --case stencil7:160 --case stencil27:100 --case stencil5:4096 --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
pack
