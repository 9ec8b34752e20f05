# Run 74 call 3 (one H200): main at 1168d84 (.device/b74.tar.xz: kspmv-bench and the test programs, built from
# 1168d84 in /work/cubuild73) against kspmv-bench-rov (the rank-2 double int unit recompiled with
# diffs/r74_row_order_vectors.diff: a thread-per-row plan whose rows repeat their neighbours' columns sends all
# vectors of a rank-2 op = A^T through the row-order scatter in one launch instead of a launch per column).
# The FE matrices ELL holds: bcsstk33 (fit suite), bcsstk29 and bcsstk16 (score), automatic, mode T, K = 2, 8, 32.
# Predicted (c1 t8_all: csr_load_balance's one-launch CSRI scatter 0.92-0.99 ms against 1.20-1.28 ms a column at a
# time on bcsstk29/16 at K = 8): rov / main 0.75-0.80 at K = 8, the same at K = 2 and 32 within 0.1.
tar -xJf .device/b74.tar.xz -C .device
BUILD_DIR=.device/b74 CALL=c3 LIMIT_S=200 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
F="$M/bcsstk33.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk16.mtx.gz@auto"
export BENCH_MAX_S=60
for k in 2 8 32; do
  for v in main rov; do
    b=$BIN/perf_tests/kspmv-bench
    [ $v = main ] || b=$b-$v
    B=$b bench fe_t${k}_$v --matrix $F --mode T --vectors $k --algorithms automatic --no-cusparse
  done
done
pack; ls -la $OUT
