# Run 76 call 1 (one H200, ~560 s). Binaries: .device/p76.tar.xz = main at 53ef45b plus the presummed scatter
# (working tree, committed after this call as the commit COMMANDS.md names): kspmv-bench, test_spmv_double,
# test_errors_and_handle.
# (1) CUDA tests of TransposeVectors::presummed (Suite.transpose_presummed, Handle.TransposePresummed) and staged.
# (2) Fit suite, Y = A^T X, K = 4, 8, 32: presummed against staged (automatic's algorithm, forced modes).
#     Predicted from the distinct columns a tile of 1024 holds (host count) and time ~ atomics: presummed / staged
#     0.3-0.5 on bcsstk33 (0.18 distinct), 0.6-0.8 on circuit204 (0.48), 0.8-0.95 on soc-Epinions1 (0.74),
#     1.0-1.15 on ca-CondMat (0.93), wing (0.99) and the permuted ones (~1): overhead without gain.
# (3) Score suite (held out) K = 16 presummed against cuSPARSE: web-NotreDame (0.42 distinct) 0.93 -> 1.3-1.6x,
#     rajat01 (0.38) 0.88 -> 1.3-1.6x; Chem97Zt (1.0) stays on its ordered branch only under automatic: forced
#     presummed it loses (predicted 0.5-0.6x).
tar -xJf .device/p76.tar.xz -C .device
BUILD_DIR=.device/p76 CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
runtest test_spmv_double --gtest_filter='*presummed*:*staged*'
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=70
for k in 8 4 32; do
  bench fit_t${k}_staged --real-suite fit $M $A --vectors $k --transpose-vectors staged
  bench fit_t${k}_presum --real-suite fit $M $A --vectors $k --transpose-vectors presummed
done
BENCH_MAX_S=150 bench score_t16_presum --real-suite score $M --mode T --vectors 16 --algorithms automatic --transpose-vectors presummed
pack; ls -la $OUT
