# Run 92 call n2 (fresh machine): main with late conversion (values kept as stored until the multiply) and
# two switches still off (tuning.hpp: padded_gather_min_blocks_single = 0, dia_diagonals_in_flight = 1), built
# here with the tests; variants of the rank-1 double core by tuning_variant:
#   a: launch bounds (128 threads, 12 blocks/SM: <= 40 registers) on the rank-1 single-value ELL/SELL-P gather,
#      DIA reading 4 diagonals before it multiplies;
#   b: 16 blocks/SM (<= 32 registers), DIA 2 diagonals.
# Predicted: a: ELL/SELL-P single on the FE files 0.88-0.95x main's time (occupancy 50% -> 75%), b: 0.85-1.05
# (spills possible); DIA single on the stencils 0.90-0.95x (a: 4 diagonals), 0.92-0.97 (b: 2), DIA double
# 0.97-1.00x (its bytes in flight were enough); ELL/SELL-P double unchanged. Local ptxas (sm_90): a's ELL single
# 48 -> 40 registers (4 B spilled), SELL-P single 50-52 -> 40 (64-80 B spilled); DIA 8 diagonals 46-78 (from 32).
BUILD_DIR=/tmp/bh CALL=n2 LIMIT_S=575 source perf_tests/tools/device_call.sh kspmv-bench test_single_values test_errors_and_handle test_spmv_double test_spmv_float
source perf_tests/tools/variant_bench.sh
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
(tuning_variant a 's/padded_gather_min_blocks_single = 0/padded_gather_min_blocks_single = 12/' 's/dia_diagonals_in_flight = 1/dia_diagonals_in_flight = 4/' > $R/variant_a.rc 2>&1) &
(tuning_variant b 's/padded_gather_min_blocks_single = 0/padded_gather_min_blocks_single = 16/' 's/dia_diagonals_in_flight = 1/dia_diagonals_in_flight = 2/' > $R/variant_b.rc 2>&1) &
md5sum $B > $R/binaries.md5
runtest test_single_values
runtest test_errors_and_handle
runtest test_spmv_double --gtest_filter=*ell*:*sellp*:*dia*:*single_values*:*hybrid*:*automatic*
wait
cat $R/variant_*.rc
cp $B /tmp/bench_main
for v in a b; do [ -x /tmp/variant_$v/kspmv-bench ] && cp /tmp/variant_$v/kspmv-bench /tmp/bench_$v; done
for v in main a b; do cuobjdump -res-usage /tmp/bench_$v 2>/dev/null | grep -A1 "PaddedSlotsKernel\|DiaKernel" > $R/res_$v.txt; done
pack
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
ST="stencil7:160 stencil27:100 stencil5:4096"
export BENCH_MAX_S=60
for pass in 1 2; do
  for v in main a b; do
    [ -x /tmp/bench_$v ] || continue
    B=/tmp/bench_$v bench fe_${v}_$pass --matrix $FE --single-values --algorithms automatic,ell,sellp --no-cusparse --reps 40
    B=/tmp/bench_$v bench st_${v}_$pass --matrix $ST --single-values --algorithms automatic,dia,ell --no-cusparse --reps 40
  done
done
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
B=/tmp/bench_main bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
B=/tmp/bench_main bench banded_single --matrix $BANDED --single-values --algorithms $SA --reps 40
runtest test_spmv_float
B=/tmp/bench_main BENCH_MAX_S=90 bench large_single --suite large --single-values --algorithms $SA
pack
