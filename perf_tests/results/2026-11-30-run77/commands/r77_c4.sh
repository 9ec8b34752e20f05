# Run 77 call 4 (one H200, ~560 s): main + the presummed scatter (design 3) with its automatic rule
# (.device/a77: /tmp/r77_auto.diff and csri_scatter_presum.hpp over e4b6b60, built on the development machine).
# Rule (TuningTable::transpose_presum_*, fitted on c2's fit suite): presum where the sampled tiles hold <= 0.30
# distinct columns an entry, for batches of >= 8 vectors.
# Predicted: fit, automatic now / c2 staged: bcsstk33 0.86 (K = 8) and 0.62 (K = 32), the rest 1.00 +- 0.03 (not
# picked: circuit204 0.48, soc-Epinions1 0.74, ...). Held out K = 16 (with cuSPARSE), against run 75's automatic
# (c4/score_t16, gm 2.633 over the 14 it finished): bcsstk16 (0.149) ~0.69 of its time, bcsstk29 (0.145) ~0.88, the
# rest 1.00 (bundle1 0.52, wave 0.41, web-NotreDame 0.42, rajat01 0.38 not picked); gm ~2.72. Large T K = 8 against
# run 75 c4/large_t8: block4 (4 rows a block share 16 columns: ~0.25) picked, 0.8-0.9; stencil27 (~0.35) not.
tar -xJf .device/a77.tar.xz -C .device
BUILD_DIR=.device/a77 CALL=c4 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle --gtest_filter='Handle.Transpose*'
TAG=_t runtest test_spmv_double --gtest_filter='*ranspose*:*presummed*:*staged*'
A="--mode T --algorithms automatic --no-cusparse"
BENCH_MAX_S=60 bench fit_t8_auto --real-suite fit $M $A --vectors 8
BENCH_MAX_S=110 bench fit_t32_auto --real-suite fit $M $A --vectors 32 --reps 10
BENCH_MAX_S=190 bench score_t16_auto --real-suite score $M --mode T --algorithms automatic --vectors 16
BENCH_MAX_S=170 bench large_t8_auto --suite large --mode T --vectors 8 --algorithms automatic
pack; ls -la $OUT
