# Run 100 call n7 (H200, n6's machine warm): the held-out suite in mode T (unchanged rank-1 code), automatic
# against cuSPARSE. Predicted: 1.057 within 1% (run 97).
mkdir -p /tmp/b100 && [ -d /tmp/b100/bin ] || tar -xJf .device/b100f.tar.xz -C /tmp/b100 || exit 1
BUILD_DIR=/tmp/b100/bin CALL=n7 LIMIT_S=100 source perf_tests/tools/device_call.sh
BENCH_MAX_S=85 bench score_T --real-suite score $M --algorithms automatic --mode T --reps 20
pack
