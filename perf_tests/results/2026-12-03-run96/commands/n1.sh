# Run 96 call n1 (fresh machine): binaries built on the development machine at 2fccad3 + the padded-tiles
# clause (ELL / SELL-P picks on rows in order with shifted_rows < 0.2 read X through the row-major copy, in
# applies whose K fills every register tile): kspmv-bench, test_errors_and_handle.
# 1. tests; 2. the clause against X as given (--row-major-x never: the old path on these files) on the
#    files it moves, alternated, K = 4, 6 (not moved), 8, 12, 16, 32; floats at K = 8, 16;
# 3. the held-out score suite against cuSPARSE's best SpMM at K = 4, 8, 16, 32.
# Predicted: tests pass; automatic / never on bcsstk29, bcsstk16 (held out) 0.88-0.92 at K = 4, 8,
# bcsstk33 x41, block4 (fit) 0.85-0.99; K = 6 1.00; held-out gm K = 4 1.482 -> ~1.50, K = 8 1.894 -> ~1.92.
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
FE="$M/bcsstk29.mtx.gz@auto $M/bcsstk16.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/cage11.mtx.gz@auto $M/wave.mtx.gz@12"
export BENCH_MAX_S=60
for pass in 1 2; do
  for k in 4 8; do
    bench new_k${k}_$pass --matrix $FE --case block4:524288:6 --vectors $k --algorithms automatic,ell,sellp --no-cusparse --reps 20
    bench old_k${k}_$pass --matrix $FE --case block4:524288:6 --vectors $k --algorithms automatic,ell,sellp --row-major-x never --no-cusparse --reps 20
  done
done
for k in 6 12 16; do
  bench new_k$k --matrix $FE --vectors $k --algorithms automatic --no-cusparse --reps 15
  bench old_k$k --matrix $FE --vectors $k --algorithms automatic --row-major-x never --no-cusparse --reps 15
done
for k in 8 16; do
  bench new_f$k --matrix $FE --vectors $k --scalar float --algorithms automatic,ell --no-cusparse --reps 15
  bench old_f$k --matrix $FE --vectors $k --scalar float --algorithms automatic,ell --row-major-x never --no-cusparse --reps 15
done
export BENCH_MAX_S=110
for k in 4 8 16 32; do
  bench score_k$k --real-suite score $M --vectors $k --algorithms automatic --reps 20
done
pack
