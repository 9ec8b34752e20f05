# Run 73 call 5 (one H200, what the session's device time had left, ~250 s): c4's binaries (.device/c4bin.tar.xz).
# K = 6 held out against cuSPARSE (a width the new rule moves off the walk), and held-out rank 1 in modes N and T
# (no code on their path changed since run 70: 1.009x, 1.056x).
tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c5 LIMIT_S=250 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
bench score_auto6 --real-suite score $M --vectors 6 --algorithms automatic
bench score_n --real-suite score $M --algorithms automatic
bench score_t --real-suite score $M --mode T --algorithms automatic
pack; ls -la $OUT
