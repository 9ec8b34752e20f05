# Run 90 call n4: issue 9's bars on the H200 (last measured on H100s, runs 43-49), main at eea6299 (70104ce's
# library) built here (16 cores, KSPMV_UNITS=many). Run 43/48's matrices and commands:
#   compressed indices: FE files, every kernel with 32-bit columns (fe32) against the default run with deltas (fe);
#   float storage (opt-in): FE files, the large suite's stencils, the banded files, --single-values;
#   DIA: the banded files and the stencils from the same --single-values runs (values-as-given variants).
# Predicted: compressed 1.02-1.10 by matrix as on the H100 (the H200's 1.4x bandwidth on the same SMs makes
# the kernels less bandwidth-bound: gains at the low end); float storage stencils 1.3-1.6, FE 1.0-1.2; DIA on
# Trefethen / cryg10000 / dw4096 1.15-1.3 its best other kernel, stencils >= 125% of copy.
BUILD_DIR=/tmp/bh CALL=n4 LIMIT_S=380 source perf_tests/tools/device_call.sh kspmv-bench
md5sum $B > $R/binaries.md5
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
export BENCH_MAX_S=70
bench fe32 --matrix $FE --column-indices full --algorithms ell,sellp,csr_load_balance,hybrid,evc_hyb,coo_load_balance --no-cusparse --reps 40
bench fe --matrix $FE --narrow-columns --algorithms ell,sellp,csr_load_balance,hybrid,evc_hyb,coo_load_balance --no-cusparse --reps 40
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench large_single --suite large --single-values --algorithms $SA
bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
pack
