# Run 77 call 3 (one H200): design 3 of the presummed scatter (.device/d77 = main e4b6b60 + diffs/r76_presum_sorted_rows.diff,
# built on the development machine), held out, mode T, forced presummed against cuSPARSE's best SpMM at K = 16 and 32.
# Compared with run 75's automatic (c4/score_t16: gm 2.550; c5/score_t32: 2.558), same code apart from the diff.
# Predicted from c2 (fit: bcsstk33 0.86 / 0.62 of staged, high-share matrices 1.1-1.4): web-NotreDame (share 0.42) and
# rajat01 (0.38) 0.95-1.05 of automatic's time, bcsstk16 / bcsstk29 (FEM, share ~0.15-0.2) 0.6-0.85, graphs 1.1-1.4.
tar -xJf .device/d77.tar.xz -C .device
BUILD_DIR=.device/d77 CALL=c3 LIMIT_S=545 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
A="--real-suite score $M --mode T --algorithms automatic --transpose-vectors presummed"
BENCH_MAX_S=190 bench score_t16_presum $A --vectors 16
BENCH_MAX_S=330 bench score_t32_presum $A --vectors 32
pack; ls -la $OUT
