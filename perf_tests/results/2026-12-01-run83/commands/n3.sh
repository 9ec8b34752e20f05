# Run 83 call 3: the record at 67e3233 (main), binaries of call 2 (.device/r83m).
# (a) Held out rank 1 N and T, the large suite N, and K = 16, 32 against cuSPARSE's best SpMM. Predicted: N 1.009,
#     T 1.056, large 1.287 (run 82; rank 1 is unchanged), K = 16 2.00-2.03, K = 32 2.00-2.03 (run 80/81: 2.003,
#     1.999; the ten-team build gains 6-10% on web-NotreDame, rajat01, Chem97Zt at K = 4, 8).
# (b) Floats against doubles under warp rows at K = 4 and 8 (mbeacxc, beaflw, bundle1 ×30): run 82 left floats at
#     K = 4 slower than doubles unexplained. Predicted: floats 0.6-0.7 of the doubles' time if the kernel were bound
#     by bytes (A's values 4 of 12 bytes an entry, X and Y halved).
tar -xJf .device/r83m.tar.xz -C .device
BUILD_DIR=.device/r83m CALL=n3 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
BENCH_MAX_S=80 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=80 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=70 bench large_n --suite large --algorithms automatic
BENCH_MAX_S=130 bench score16 --real-suite score $M --vectors 16 --algorithms automatic
BENCH_MAX_S=170 bench score32 --real-suite score $M --vectors 32 --algorithms automatic
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --algorithms automatic --no-cusparse"
for K in 4 8; do
  BENCH_MAX_S=30 bench w${K}_double $W --vectors $K
  BENCH_MAX_S=30 bench w${K}_float $W --vectors $K --scalar float
done
pack
