# Run 76 call 6 (one H200, ~230 s), call 4's binaries (.device/s76b.tar.xz; default paths are main's).
# (1) Call 5's item 2 again: generated matrices go by --case, not --matrix (run 75's prepared script had it wrong;
#     call 5 skipped every matrix). Predicted staged 0.8-1.1x automatic's time.
# (2) op = A at K = 4 on the held-out suite (no op = A path changed since run 73: predicted 1.417x within 2%).
tar -xJf .device/s76b.tar.xz -C .device
BUILD_DIR=.device/s76b CALL=c6 LIMIT_S=230 source perf_tests/tools/device_call.sh
export BENCH_MAX_S=55
D="--case denserows:2097152:4 --case denserows:2097152:16 --case denserows:1048576:16"
bench dense_t8_auto $D --mode T --vectors 8 --algorithms automatic --no-cusparse
bench dense_t8_staged $D --mode T --vectors 8 --algorithms automatic --no-cusparse --transpose-vectors staged
BENCH_MAX_S=110 bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
pack; ls -la $OUT
