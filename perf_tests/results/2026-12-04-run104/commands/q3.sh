# Prepared in run 103 (not run): call 3 of 3 of the record at 8d4a71a: K = 32 held out and large.
mkdir -p /tmp/b104 && { [ -d /tmp/b104/head ] || tar -xJf .device/b104.tar.xz -C /tmp/b104; } || exit 1
BUILD_DIR=/tmp/b104/head CALL=q3 LIMIT_S=540 source perf_tests/tools/device_call.sh
BENCH_MAX_S=200 bench score_k32 --real-suite score $M --vectors 32 --algorithms automatic --reps 15 --variant-budget-ms 4000
BENCH_MAX_S=250 bench large_k32 --suite large --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
