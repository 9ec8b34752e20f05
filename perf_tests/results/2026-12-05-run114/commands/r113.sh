# Run 113 call R: the record at eda0928a (HEAD's bench, p113): automatic + Kokkos Kernels native and merge
# path + cuSPARSE, y = Ax and y = Aᵀx on the held-out, fit and large suites; then issue 10 held out at K = 8
# and K = 4. Carry p113.tar.xz, m, r113.sh. About 400 s (run 111 c1's record 160 s, run 103's K = 8 ~100 s).
mkdir -p /tmp/p113 && { [ -d /tmp/p113/p113 ] || tar -xJf .device/p113.tar.xz -C /tmp/p113; } || exit 1
BUILD_DIR=/tmp/p113/p113 CALL=r1 LIMIT_S=560 source perf_tests/tools/device_call.sh
B=/tmp/p113/p113/kspmv-bench
md5sum $B > $R/binaries.md5
A="--algorithms automatic,kk_native --reps 20"
BENCH_MAX_S=60 bench scoreN $A --real-suite score $M
BENCH_MAX_S=60 bench scoreT $A --real-suite score $M --mode T
BENCH_MAX_S=40 bench fitN $A --real-suite fit $M
BENCH_MAX_S=40 bench fitT $A --real-suite fit $M --mode T
BENCH_MAX_S=90 bench largeN $A --suite large
BENCH_MAX_S=90 bench largeT $A --suite large --mode T
BENCH_MAX_S=120 bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=120 bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
