# Run 104 v1: main with DIA's spaced rows (SpacedRows, spmv/dia.hpp) on the H200. Binaries: `new` = a
# dev_build.sh build (KSPMV_UNITS=many) of the working tree with the change, kspmv-bench and five test programs,
# stripped; `base` = 8d4a71a's kspmv-bench (run 104's q1-q3 binary). In .device/b104v.tar.xz.
mkdir -p /tmp/b104v && tar -xJf .device/b104v.tar.xz -C /tmp/b104v || exit 1
BUILD_DIR=/tmp/b104v/new CALL=v1 LIMIT_S=430 source perf_tests/tools/device_call.sh
md5sum /tmp/b104v/*/perf_tests/kspmv-bench $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double '--gtest_filter=*dia*:*automatic*'
TAG=_dia runtest test_spmv_complex '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_float '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_double_int_offsets '--gtest_filter=*dia*'
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
for v in base new; do
  B=/tmp/b104v/$v/perf_tests/kspmv-bench BENCH_MAX_S=30 bench stencils_N_$v $S --algorithms automatic --reps 20
  B=/tmp/b104v/$v/perf_tests/kspmv-bench BENCH_MAX_S=30 bench stencils_k8_$v $S --algorithms automatic --reps 20 --vectors 8
done
B=/tmp/b104v/new/perf_tests/kspmv-bench
BENCH_MAX_S=60 bench large_k8 --suite large --vectors 8 --algorithms automatic --reps 20
BENCH_MAX_S=90 bench large_k16 --suite large --vectors 16 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=150 bench large_k32 --suite large --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
