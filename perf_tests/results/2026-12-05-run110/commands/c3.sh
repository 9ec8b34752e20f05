# Run 110 c3 (prepared in run 109 as its c3): issue 10's record at 0f7ab8b9: automatic against cuSPARSE's best SpMM and Kokkos Kernels' rank-2
# SpMV, held-out suite K = 8 and K = 4, large suite K = 8.
mkdir -p /tmp/b110 && { [ -d /tmp/b110/b110 ] || tar -xJf .device/b110.tar.xz -C /tmp/b110; } || exit 1
BUILD_DIR=/tmp/b110/b110 CALL=c3 LIMIT_S=420 source perf_tests/tools/device_call.sh
md5sum /tmp/b110/b110/*/* > $R/binaries.md5
BENCH_MAX_S=120 bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=120 bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=120 bench large_k8 --suite large --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
