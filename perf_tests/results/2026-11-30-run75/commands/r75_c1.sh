# Run 75 call 1 (one H200, ~570 s). Binaries: .device/s76.tar.xz = 3379471 (kspmv-bench, test_spmv_double,
# test_errors_and_handle) and kspmv-bench-778fec1 (run 74 c5's bench, main's kernels before 3379471).
# (1) CUDA tests of TransposeVectors::staged and the vector-lanes CSRI scatter.
# (2) Fit suite, Y = A^T X at K = 8 and 32: staged against automatic (run 74's rule: split / row order / one launch).
#     Predicted: staged 0.6-0.8x automatic's time where automatic keeps one launch (soc-Epinions1, ca-CondMat, wing,
#     circuit204), 0.8-1.2x where automatic splits (permuted: astro-ph, cage11, PGP).
# (3) Score suite (held out) K = 8 staged against cuSPARSE: web-NotreDame 0.83 -> 1.1-1.3x, rajat01 0.74 -> 1.0-1.2.
# (4) A LayoutRight Y in mode T, K = 8, on the five losers: vector lanes (3379471) against 778fec1's warp per vector.
#     Predicted 0.5-0.7x the time.
tar -xJf .device/s76.tar.xz -C .device
BUILD_DIR=.device/s76 CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
runtest test_spmv_double --gtest_filter='*staged*:*one_column*'
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=90
for k in 8 32; do
  bench fit_t${k}_auto --real-suite fit $M $A --vectors $k
  bench fit_t${k}_staged --real-suite fit $M $A --vectors $k --transpose-vectors staged
done
BENCH_MAX_S=200 bench score_t8_staged --real-suite score $M --mode T --vectors 8 --algorithms automatic --transpose-vectors staged
L="$M/web-NotreDame.mtx.gz@16 $M/soc-Slashdot0902.mtx.gz@24 $M/wave.mtx.gz@12 $M/rajat01.mtx.gz@auto $M/ct2010.mtx.gz@auto"
export BENCH_MAX_S=60
bench right_t8_new --matrix $L $A --vectors 8 --layout right
B=$BIN/perf_tests/kspmv-bench-778fec1 bench right_t8_old --matrix $L $A --vectors 8 --layout right
pack; ls -la $OUT
