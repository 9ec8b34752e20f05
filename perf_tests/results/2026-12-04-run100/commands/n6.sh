# Run 100 call n6 (H200): n5's binaries; the held-out suite at K = 16 and rank 1 (mode N, unchanged code: the
# cuts are in rank-2 paths only) with automatic against cuSPARSE, as far as the session's device time goes.
# Predicted: K = 16 2.158 -> ~2.18 (run 97), N 1.014 unchanged within 1%.
mkdir -p /tmp/b100 && tar -xJf .device/b100f.tar.xz -C /tmp/b100 || exit 1
BUILD_DIR=/tmp/b100/bin CALL=n6 LIMIT_S=175 source perf_tests/tools/device_call.sh
BENCH_MAX_S=90 bench score_k16 --real-suite score $M --vectors 16 --algorithms automatic --reps 20
BENCH_MAX_S=75 bench score_N --real-suite score $M --algorithms automatic --reps 20
pack
