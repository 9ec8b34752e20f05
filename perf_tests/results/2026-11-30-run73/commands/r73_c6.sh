# Run 73 call 6 (one H200, ~150 s, the session's last device time): c4's binaries. Held-out rank 2 in mode T at K = 8
# (no code on its path changed; run 70's record), and the fit suite at K = 4 at the final commit (c2 measured the rule's
# effect with SpmvOptions::merge_walk = false on main's binary).
tar -xJf .device/c4bin.tar.xz -C .device
BUILD_DIR=.device/c4bin CALL=c6 LIMIT_S=160 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
bench fit_auto4 --real-suite fit $M --vectors 4 --algorithms automatic --no-cusparse
bench score_t8 --real-suite score $M --mode T --vectors 8 --algorithms automatic
pack; ls -la $OUT
