# Run 76 call 4 (one H200, ~500 s). Binaries: .device/s76b.tar.xz = the presummed scatter, second design: a tile's
# entries ordered by column in scratch (counting sort, integer scratch atomics), then a thread a (column, vector)
# summing in registers: no floating-point scratch atomics (call 3's ncu: those made the L1 / shared pipe the busiest
# unit). kspmv-bench, test_spmv_double, test_errors_and_handle.
# (1) CUDA tests of TransposeVectors::presummed and staged.
# (2) Fit suite, Y = A^T X, presummed against staged: K = 8 (staged from call 2, same staged code), K = 4 both,
#     K = 32 presummed (--reps 10; staged from call 2). Predicted presummed / staged at K = 8 (atomics set the plain
#     scatter's time; ncu c3: the L2 its busiest unit): bcsstk33 (0.18 distinct) 0.4-0.6, circuit204 (0.48)
#     0.6-0.8, soc-Epinions1 (0.74) 0.85-1.0, ca-CondMat (0.93), wing (0.99), permuted (~1) 1.05-1.3.
# (3) Score suite (held out) K = 16 presummed against cuSPARSE: web-NotreDame (0.42) 0.93 -> 1.2-1.5x, rajat01
#     (0.38) 0.88 -> 1.2-1.5x.
tar -xJf .device/s76b.tar.xz -C .device
BUILD_DIR=.device/s76b CALL=c4 LIMIT_S=500 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
runtest test_spmv_double --gtest_filter='*presummed*:*staged*'
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=75
bench fit_t8_presum --real-suite fit $M $A --vectors 8 --transpose-vectors presummed
export BENCH_MAX_S=60
bench fit_t4_staged --real-suite fit $M $A --vectors 4 --transpose-vectors staged
bench fit_t4_presum --real-suite fit $M $A --vectors 4 --transpose-vectors presummed
BENCH_MAX_S=150 bench score_t16_presum --real-suite score $M --mode T --vectors 16 --algorithms automatic --transpose-vectors presummed
BENCH_MAX_S=90 bench fit_t32_presum --real-suite fit $M $A --vectors 32 --transpose-vectors presummed --reps 10
pack; ls -la $OUT
