# Run 74 call 4 (one H200, ~560 s): the record at the final commit c6f8653 (.device/c74.tar.xz, commands/r74_c4_prebuild.sh:
# kspmv-bench and every one-GPU test program built from c6f8653 in /work/cubuild73; kspmv-bench-1168d84 = c3's main binary).
# (1) Every one-GPU CUDA test program (three of them their load-balance and transpose-one-column suites).
# (2) The FE matrices ELL holds, mode T, K = 2, 8, 32, automatic, 1168d84 (a launch per column through the row-order
#     scatter) against c6f8653 (all vectors through it in one launch). Predicted c6f8653 / 1168d84 0.75-0.80 at K = 8
#     (csr_load_balance's one-launch CSRI scatter 0.92-0.99 ms in c1 against 1.20-1.28 ms), about the same at K = 2 and 32.
# (3) Y = A^T X held out against cuSPARSE at K = 4, 8, 16 and the fit suite at K = 8 (no cuSPARSE), automatic.
#     Predicted held out K = 8: 1.47x (run 73: 0.90x; c1's per-column times on the six permuted matrices, one launch
#     elsewhere, bcsstk29/16 at csr_load_balance's 1.15-1.24x instead of 0.61-0.69x: about 1.55x).
tar -xJf .device/c74.tar.xz -C .device
BUILD_DIR=.device/c74 CALL=c4 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double; do
  runtest $t
done
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do
  TAG=_lb runtest $t --gtest_filter='*load_balance*:*transpose_one_column*'
done
F="$M/bcsstk33.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk16.mtx.gz@auto"
export BENCH_MAX_S=60
for k in 2 8 32; do
  for v in final 1168d84; do
    b=$BIN/perf_tests/kspmv-bench
    [ $v = final ] || b=$b-$v
    B=$b bench fe_t${k}_$v --matrix $F --mode T --vectors $k --algorithms automatic --no-cusparse
  done
done
export BENCH_MAX_S=150
bench score_t8 --real-suite score $M --mode T --vectors 8 --algorithms automatic
bench fit_t8 --real-suite fit $M --mode T --vectors 8 --algorithms automatic --no-cusparse
bench score_t4 --real-suite score $M --mode T --vectors 4 --algorithms automatic
bench score_t16 --real-suite score $M --mode T --vectors 16 --algorithms automatic
pack; ls -la $OUT
