# Prepared in run 103 (not run): call 2 of 3 of the record at 8d4a71a: y = Ax and y = Aᵀx on the large suite and
# held out (N held out ran in p4), K = 16 held out and large. Binaries and matrices as next1.sh.
mkdir -p /tmp/b104 && { [ -d /tmp/b104/head ] || tar -xJf .device/b104.tar.xz -C /tmp/b104; } || exit 1
BUILD_DIR=/tmp/b104/head CALL=q2 LIMIT_S=540 source perf_tests/tools/device_call.sh
BENCH_MAX_S=85 bench score_T --real-suite score $M --algorithms automatic --mode T --reps 20
BENCH_MAX_S=90 bench large_N --suite large --algorithms automatic --reps 20
BENCH_MAX_S=90 bench large_T --suite large --algorithms automatic --mode T --reps 20
BENCH_MAX_S=110 bench score_k16 --real-suite score $M --vectors 16 --algorithms automatic --reps 20
BENCH_MAX_S=150 bench large_k16 --suite large --vectors 16 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
