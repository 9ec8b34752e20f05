# Run 94 call n4 (fresh machine): .device/bin built on the development machine at main 2b6dc8d + three setup
# changes (convert/dia.hpp: entries within 4095 of the main diagonal counted in a team's histogram in scratch;
# convert/block_pattern.hpp: the block-size gcd pass skips entries once its gcd is 1; spmv/scatter_costs.hpp:
# lanes filled at constant indices, no compaction), with test_errors_and_handle and test_spmv_double;
# .device/bin93 (run 93, b3443d4) for the before.
# Predicted: tests pass; the diagonal count 5-8 ms -> < 0.3 ms on 4elt / cti, the block pass 0.77 -> ~0.3 ms,
# the slot pass 0.77 -> ~0.2 ms (ncu); automatic's setup on even-row files from 8-14 ms (n2, old) to 2-5 ms
# above ELL's own; apply times and choices unchanged; DIA's setup on stencils shorter (its conversion counts too).
tar -xJf .device/bin.tar.xz -C .device && tar -xJf .device/bin93.tar.xz -C /tmp && BUILD_DIR=.device/bin CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh
OLD=/tmp/bin/perf_tests/kspmv-bench
NEW=$B
md5sum $OLD $NEW $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
TAG=_sel runtest test_spmv_double --gtest_filter='*.dia:*automatic*:*.bsr*:*.ell:*.sellp'
for f in 4elt cti bcsstk29; do
  timeout 60 ncu --metrics gpu__time_duration.sum --csv --log-file $R/ncu_$f.csv $NEW --matrix $M/$f.mtx.gz@auto --algorithms automatic --no-cusparse --reps 2 --warmup 1 > $R/ncu_$f.out 2>&1
  gzip -f $R/ncu_$f.csv
done
pack
E=""
for f in bcsstk16 bcsstk29 bcsstk33 cage11 wing EX5 bcsstk24 cage10 cti 4elt pesa crack bcsstk18 cz5108 bayer10 Trefethen_2000 cryg10000; do E="$E $M/$f.mtx.gz@auto"; done
E="$E $M/wave.mtx.gz@12"
export BENCH_MAX_S=60
for pass in 1 2; do
  B=$OLD; bench old_N_$pass --matrix $E --algorithms automatic --no-cusparse --reps 10
  B=$NEW; bench new_N_$pass --matrix $E --algorithms automatic --no-cusparse --reps 10
done
B=$OLD; bench old_st --case stencil7:160 --case stencil27:100 --algorithms automatic,dia --no-cusparse --reps 10
B=$NEW; bench new_st --case stencil7:160 --case stencil27:100 --algorithms automatic,dia --no-cusparse --reps 10
export BENCH_MAX_S=90
B=$NEW
bench score_N --real-suite score $M --algorithms automatic
bench score_T --real-suite score $M --algorithms automatic --mode T
bench large_N --suite large --algorithms automatic
pack
