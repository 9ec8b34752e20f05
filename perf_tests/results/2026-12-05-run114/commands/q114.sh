# Run 114's follow-up (not yet run): issue 10 at K = 32, held out and large, at eda0928a, with limits that
# fit an H100 too (q113.sh's 110 s / 80 s cut both K = 32 benches on one). Carry p113.tar.xz, m, q114.sh.
# About 380 s on an H100, less on an H200.
mkdir -p /tmp/p113 && { [ -d /tmp/p113/p113 ] || tar -xJf .device/p113.tar.xz -C /tmp/p113; } || exit 1
BUILD_DIR=/tmp/p113/p113 CALL=q2 LIMIT_S=560 source perf_tests/tools/device_call.sh
B=/tmp/p113/p113/kspmv-bench
md5sum $B > $R/binaries.md5
V="--algorithms automatic --reps 20 --variant-budget-ms 4000"
BENCH_MAX_S=220 bench score_k32 --real-suite score $M --vectors 32 $V
BENCH_MAX_S=160 bench large_k32 --suite large --vectors 32 $V
pack
