# Run 76 call 2 (one H200, ~560 s). Binaries: .device/q76.tar.xz = the presummed scatter with scratch that fits a
# CUDA team (16-bit slot indices, 2 double vectors a pass; call 1's 56 KB request was refused by Kokkos at every
# launch): kspmv-bench, test_spmv_double, test_errors_and_handle.
# (1) CUDA tests: Handle.* whole, and test_spmv_double's transposed and load-balance suites.
# (2) Fit suite, Y = A^T X, K = 8 and 32: presummed against staged (automatic's algorithm, forced modes).
#     Predicted presummed / staged (time ~ atomics, distinct columns a tile of 1024 from the host count):
#     bcsstk33 (0.18) 0.3-0.5, circuit204 (0.48) 0.6-0.8, soc-Epinions1 (0.74) 0.8-0.95, ca-CondMat (0.93), wing
#     (0.99) and the permuted ones (~1) 1.0-1.15.
# (3) Score suite (held out), K = 16 presummed against cuSPARSE: web-NotreDame (0.42) 0.93 -> 1.3-1.6x, rajat01
#     (0.38) 0.88 -> 1.3-1.6x; Chem97Zt (1.0) forced presummed 0.5-0.7x.
tar -xJf .device/q76.tar.xz -C .device
BUILD_DIR=.device/q76 CALL=c2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.*'
runtest test_spmv_double --gtest_filter='*presummed*:*staged*:*transpose*:*load_balance*'
A="--mode T --algorithms automatic --no-cusparse"
export BENCH_MAX_S=75
bench fit_t8_staged --real-suite fit $M $A --vectors 8 --transpose-vectors staged
bench fit_t8_presum --real-suite fit $M $A --vectors 8 --transpose-vectors presummed
BENCH_MAX_S=160 bench score_t16_presum --real-suite score $M --mode T --vectors 16 --algorithms automatic --transpose-vectors presummed
export BENCH_MAX_S=90
bench fit_t32_staged --real-suite fit $M $A --vectors 32 --transpose-vectors staged
bench fit_t32_presum --real-suite fit $M $A --vectors 32 --transpose-vectors presummed
pack; ls -la $OUT
