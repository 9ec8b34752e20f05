# Run 113 call Q: the rest of issue 10's record at eda0928a (after r113.sh's K = 8 and 4 held out): held out at
# K = 16 and 32, the built-in large suite at K = 4, 8, 16, 32, automatic against cuSPARSE's best SpMM and
# Kokkos Kernels' rank-2 SpMV. Carry p113.tar.xz, m, q113.sh. About 500 s (run 104: K = 16 / 32 ~110 s each).
mkdir -p /tmp/p113 && { [ -d /tmp/p113/p113 ] || tar -xJf .device/p113.tar.xz -C /tmp/p113; } || exit 1
BUILD_DIR=/tmp/p113/p113 CALL=q1 LIMIT_S=560 source perf_tests/tools/device_call.sh
B=/tmp/p113/p113/kspmv-bench
md5sum $B > $R/binaries.md5
V="--algorithms automatic --reps 20 --variant-budget-ms 4000"
BENCH_MAX_S=110 bench score_k16 --real-suite score $M --vectors 16 $V
BENCH_MAX_S=110 bench score_k32 --real-suite score $M --vectors 32 $V
for k in 4 8 16 32; do BENCH_MAX_S=80 bench large_k$k --suite large --vectors $k $V; done
pack
