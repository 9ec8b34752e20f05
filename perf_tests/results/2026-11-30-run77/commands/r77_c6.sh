# Run 77 call 6 (one H200, ~150 s): the final rule (.device/b77: main's code at the run's final commit, presummed
# where the sampled tiles hold <= 0.20 distinct columns an entry, from 8 vectors a batch). It changes c4 / c5's picks
# only where a sampled share lies in (0.20, 0.30]: block4 of both generated suites (0.250, 0.258). Predicted: large
# K = 8 as run 75 (block4 0.87x cuSPARSE, c4's 0.81 undone), generated fit K = 8 as staged (1.00), real fit K = 8 as c4
# (bcsstk33 0.86 of staged); the CUDA transpose tests pass.
tar -xJf .device/b77.tar.xz -C .device
BUILD_DIR=.device/b77 CALL=c6 LIMIT_S=200 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
TAG=_t runtest test_spmv_double --gtest_filter='*ranspose*:*presummed*:*staged*'
BENCH_MAX_S=60 bench large_t8_auto --suite large --mode T --vectors 8 --algorithms automatic
A="--mode T --algorithms automatic --no-cusparse --vectors 8"
BENCH_MAX_S=25 bench gfit_t8_auto --suite fit $A
BENCH_MAX_S=40 bench fit_t8_auto --real-suite fit $M $A
pack; ls -la $OUT
