# Run 80 call 5: the rest of the record at the commit (f5444ed, .device/r80c's bench; OLD = run 79's r79g).
# Rank 1 N and T on the held-out suite and the large suite (paths unchanged: the walking warps serve rank-2
# applies only; predicted within 1-2% of run 79: N 1.010x, T 1.055x); the large suite at K = 8 against run 79's
# binary (predicted 1.00 everywhere: no generated matrix takes warp rows); held out K = 16 and K = 32 with cuSPARSE
# (predicted as run 78/79: unchanged paths, tiles > 1 keep one item a warp).
for t in r79g r80c; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r80c CALL=c5 LIMIT_S=570 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r79g/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
BENCH_MAX_S=80 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=80 bench score_t --real-suite score $M --algorithms automatic --mode T
B=$NEW BENCH_MAX_S=70 bench large8_new --suite large --vectors 8 --algorithms automatic --no-cusparse
B=$OLD BENCH_MAX_S=70 bench large8_old --suite large --vectors 8 --algorithms automatic --no-cusparse
BENCH_MAX_S=90 bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
BENCH_MAX_S=100 bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
BENCH_MAX_S=70 bench large_n --suite large --algorithms automatic
pack
