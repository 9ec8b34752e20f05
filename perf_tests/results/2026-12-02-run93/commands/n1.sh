# Run 93 call n1 (fresh machine): main with DIA taking rows a thread (dia_rows_per_thread_narrow = 2 for single
# values beside double vectors, 1 for the rest), built here with test_spmv_double / test_spmv_float; variants of
# the rank-1 double core by tuning_variant: base (1 / 1: run 92's kernel), r4 (4 / 4), d2 (2 / 2).
# Mode T probe on the FE files (issue 6: cage11 x43, where every kspmv scatter took 0.221 ms and KK's 0.171):
# csr_vector's own scatter (lanes a row) at vector lengths 4, 8 and its default; the plans' own scatters.
# Predicted: DIA single on stencil7/5/27 0.85-0.92x base's time with 2 rows (more bytes in flight a thread),
# 0.85-0.95x with 4; DIA double with 2 rows 0.97-1.00x; banded files alike. csr_vector T at 4 lanes on cage11
# 0.17-0.19 ms (KK's T uses 4 lanes a row there: nnz/row 14).
# (The tree at this call: e5ecf55's kernel before its last edit: two constants, dia_rows_per_thread and
# dia_rows_per_thread_narrow, and the kernels with live ranges also taking rows a thread, their range the union
# of their rows' tiles'. fe_T named kk_merge_path, which is no --algorithms name: rc 2, nothing measured.)
BUILD_DIR=/tmp/bh CALL=n1 LIMIT_S=575 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_float
source perf_tests/tools/variant_bench.sh
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
(tuning_variant base 's/dia_rows_per_thread_narrow = 2;/dia_rows_per_thread_narrow = 1;/' > $R/variant_base.rc 2>&1) &
(tuning_variant r4 's/dia_rows_per_thread_narrow = 2;/dia_rows_per_thread_narrow = 4;/' 's/dia_rows_per_thread = 1;/dia_rows_per_thread = 4;/' > $R/variant_r4.rc 2>&1) &
(tuning_variant d2 's/dia_rows_per_thread = 1;/dia_rows_per_thread = 2;/' > $R/variant_d2.rc 2>&1) &
md5sum $B > $R/binaries.md5
runtest test_spmv_double --gtest_filter=*dia*:*single_values*:*automatic*
runtest test_spmv_float --gtest_filter=*dia*:*automatic*
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
export BENCH_MAX_S=70
bench fe_T --matrix $FE --mode T --algorithms automatic,csr_vector,csr_load_balance,kk_native,kk_merge_path --reps 30
bench fe_T_plan --matrix $FE --mode T --transpose-scatter plan --algorithms ell,sellp --no-cusparse --reps 30
bench fe_T_v4 --matrix $FE --mode T --vector-length 4 --algorithms csr_vector --no-cusparse --reps 30
bench fe_T_v8 --matrix $FE --mode T --vector-length 8 --algorithms csr_vector --no-cusparse --reps 30
wait
cat $R/variant_*.rc
cp $B /tmp/bench_main
for v in base r4 d2; do [ -x /tmp/variant_$v/kspmv-bench ] && cp /tmp/variant_$v/kspmv-bench /tmp/bench_$v; done
for v in main base r4 d2; do cuobjdump -res-usage /tmp/bench_$v 2>/dev/null | grep -A1 "DiaKernel" > $R/res_$v.txt; done
pack
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
export BENCH_MAX_S=50
for pass in 1 2; do
  for v in base main r4 d2; do
    [ -x /tmp/bench_$v ] || continue
    B=/tmp/bench_$v bench dia_${v}_$pass --case stencil7:160 --case stencil27:100 --case stencil5:4096 --matrix $BANDED --single-values --algorithms dia --no-cusparse --reps 40
  done
done
pack
