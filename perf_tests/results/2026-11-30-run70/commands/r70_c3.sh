# Run 70 call 3 (one H200, warm after c2 or fresh; ~500 s): the record of automatic against cuSPARSE at 5987f2d:
# rank 1 (held out and large) and K = 8, 4, 16, 32 held out, K = 8 large. Binaries as c2's.
# Predicted (run 67-69 at the same kernels, +-1%): rank 1 held out 1.005-1.012, large 1.28-1.29; K = 8 held out
# 1.757, K = 4 1.342, K = 16 1.875, K = 32 1.85, K = 8 large 2.190.
[ -d .device/c7bin ] || tar -xJf .device/c7bin.tar.xz -C .device
BUILD_DIR=.device/c7bin CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh
bench score1 --real-suite score $M --algorithms automatic
bench large1 --suite large --algorithms automatic
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
pack; ls -la $OUT
