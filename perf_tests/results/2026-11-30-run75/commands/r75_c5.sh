# Run 75 call 5 (one H200, the session's last ~380 s): the record at 413145f continued (.device/f75.tar.xz, as c4).
# Y = A^T X held out at K = 32 (issue 10; never recorded) and bcsstk16 at K = 16 (c4's K = 16 bench was cut at its
# 120 s cap on that last matrix); then rank 1 held out in modes T and N, paths this session did not change.
# Predicted K = 32 gm 2.4-3.0x, none below 1 but Chem97Zt (run 74's path there, 0.9-1.0); rank 1 as run 73 (1.057x T, 1.007x N).
tar -xJf .device/f75.tar.xz -C .device
BUILD_DIR=.device/f75 CALL=c5 LIMIT_S=370 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
BENCH_MAX_S=290 bench score_t32 --real-suite score $M --mode T --vectors 32 --algorithms automatic
BENCH_MAX_S=40 bench bcsstk16_t16 --matrix $M/bcsstk16.mtx.gz@auto --mode T --vectors 16 --algorithms automatic
export BENCH_MAX_S=60
bench score_t --real-suite score $M --mode T --algorithms automatic
bench score_n --real-suite score $M --algorithms automatic
pack; ls -la $OUT
