# Run 93 call n2 (fresh machine): main with DIA at 2 rows a thread where it has no live ranges (n1's d2, both
# value widths), built here; DIA N/T on the stencils and banded files; then issue 6's mode T data: which rank-1
# scatter wins per matrix on the replicated fit and score suites: the row order (csr_load_balance), lanes a row
# (csr_vector at 2, 4, 8 lanes; Kokkos Kernels' own T, kk_native, takes 4 on cage11) and the plans' own thread
# per row (ell, --transpose-scatter plan).
# Predicted: DIA as n1's d2 (single 0.053 ms on stencil7:160; Trefethen at base's 0.039 / 0.058); lanes a row
# win where rows are short (mean < 32) and neighbouring rows start near each other (scattered_rows < 0.1:
# cage11 0.17 ms against 0.22 in row order); the row order wins on bcsstk (mean 44-68) and the permuted suites.
BUILD_DIR=/tmp/bh CALL=n2 LIMIT_S=575 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_float
md5sum $B > $R/binaries.md5
cuobjdump -res-usage $B 2>/dev/null | grep -A1 "DiaKernel" > $R/res_dia.txt
runtest test_spmv_double --gtest_filter=*dia*:*single_values*
runtest test_spmv_float --gtest_filter=*dia*
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
export BENCH_MAX_S=60
bench dia_N $ST --matrix $BANDED --single-values --algorithms dia,ell --no-cusparse --reps 40
bench dia_T $ST --matrix $BANDED --mode T --single-values --algorithms dia --no-cusparse --reps 40
export BENCH_MAX_S=75
for s in fit score; do
  bench ${s}_T_v4 --real-suite $s $M --mode T --vector-length 4 --algorithms csr_load_balance,csr_vector,kk_native --no-cusparse --reps 30
  bench ${s}_T_plan --real-suite $s $M --mode T --transpose-scatter plan --algorithms ell --no-cusparse --reps 30
done
for s in fit score; do
  bench ${s}_T_v2 --real-suite $s $M --mode T --vector-length 2 --algorithms csr_vector --no-cusparse --reps 30
  bench ${s}_T_v8 --real-suite $s $M --mode T --vector-length 8 --algorithms csr_vector --no-cusparse --reps 30
done
pack
