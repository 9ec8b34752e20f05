# Run 91 call n3 (fresh machine): why ELL single trails ELL double on FE files after n1's U = 8 for 4-byte
# values, and the single-values rule's columns. In ELL double (automatic columns) the columns are 16-bit
# deltas (10 B a slot); beside single values automatic keeps 32-bit columns (8 B a slot; run 26: deltas beside
# single values ran slower with U = 4). Here:
#   fit / score: the replicated real suites with --single-values (automatic's as-given and single picks);
#   *_narrow: ELL and SELL-P with deltas asked, double and single (6 B a slot with single values);
#   variants of the rank-1 double core (tuning_variant): u16 = 16 slots a block for 4-byte values,
#   u8all = 8 slots a block for every value size (ELL double too).
# Predicted: single + deltas with U = 8 at 0.80-0.90x ELL double's time on the FE files; u16 within 3% of U = 8;
# u8all: ELL double within 3%.
BUILD_DIR=/tmp/bh CALL=n3 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o
(tuning_variant u16 's/sizeof(Value) <= 4 ? 2 \* padded_slots_in_flight/sizeof(Value) <= 4 ? 4 * padded_slots_in_flight/' > $R/variant_u16.rc 2>&1) &
(tuning_variant u8all 's/ : padded_slots_in_flight;/ : 2 * padded_slots_in_flight;/' > $R/variant_u8all.rc 2>&1) &
md5sum $B > $R/binaries.md5
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,ell,sellp,csr_load_balance,hybrid
export BENCH_MAX_S=100
bench fit --real-suite fit $M --single-values --algorithms $SA --no-cusparse --reps 30
bench fit_narrow --real-suite fit $M --single-values --column-indices narrow --algorithms ell,sellp --no-cusparse --reps 30
bench score --real-suite score $M --single-values --algorithms $SA --no-cusparse --reps 30
bench score_narrow --real-suite score $M --single-values --column-indices narrow --algorithms ell,sellp --no-cusparse --reps 30
wait
cat $R/variant_*.rc
for v in u16 u8all; do
  [ -x /tmp/variant_$v/kspmv-bench ] || continue
  B=/tmp/variant_$v/kspmv-bench bench fe_$v --matrix $FE --single-values --algorithms ell,sellp --no-cusparse --reps 30
  B=/tmp/variant_$v/kspmv-bench bench fe_narrow_$v --matrix $FE --single-values --column-indices narrow --algorithms ell,sellp --no-cusparse --reps 30
done
bench fe_main --matrix $FE --single-values --algorithms ell,sellp --no-cusparse --reps 30
bench fe_narrow_main --matrix $FE --single-values --column-indices narrow --algorithms ell,sellp --no-cusparse --reps 30
pack
