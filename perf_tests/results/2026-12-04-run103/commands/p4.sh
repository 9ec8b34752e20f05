# Run 103 p4 (p3's warm machine, p3's binaries at 8d4a71a): rank 1 mode N on the held-out suite against
# cuSPARSE (the lock-array fix reaches every direct launch), then the complex suites p3 did not run.
mkdir -p /tmp/b103b && { [ -d /tmp/b103b/head ] || tar -xJf .device/b103b.tar.xz -C /tmp/b103b; } || exit 1
BUILD_DIR=/tmp/b103b/head CALL=p4 LIMIT_S=290 source perf_tests/tools/device_call.sh
BENCH_MAX_S=80 bench score_N --real-suite score $M --algorithms automatic --reps 20
TAG=_rest runtest test_spmv_complex '--gtest_filter=-*dia*:*automatic*:*coo*:*ell*:*sellp*:*hybrid*:*transpose_scatter*'
pack
