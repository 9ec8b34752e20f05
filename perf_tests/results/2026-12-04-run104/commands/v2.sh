# Run 104 v2: v1's change with the runs of a group taken by consecutive warps, 32 in turn (dia_spaced_runs),
# so that a block of any size holds neighbouring runs. Binaries: `new` = dev_build.sh of the working tree
# (kspmv-bench, test_errors_and_handle, test_spmv_double, test_spmv_complex), stripped; `base` = 8d4a71a's
# kspmv-bench. In .device/b104w.tar.xz. A-B-B-A on the stencils at K = 8, y = Ax once each.
mkdir -p /tmp/b104w && tar -xJf .device/b104w.tar.xz -C /tmp/b104w || exit 1
BUILD_DIR=/tmp/b104w/new CALL=v2 LIMIT_S=105 source perf_tests/tools/device_call.sh
md5sum /tmp/b104w/*/perf_tests/kspmv-bench $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_complex '--gtest_filter=*dia*'
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms automatic --reps 20 --no-cusparse"
k8() { B=/tmp/b104w/$1/perf_tests/kspmv-bench BENCH_MAX_S=20 bench stencils_k8_$2_$1 $S --vectors 8; }
k8 base 1; k8 new 1; k8 new 2; k8 base 2
for v in new base; do B=/tmp/b104w/$v/perf_tests/kspmv-bench BENCH_MAX_S=12 bench stencils_N_$v $S; done
pack
