# Run 105 n4: the nine one-GPU test programs at 7f046ab (one_gpu_tests: test_spmv_double whole, complex and
# int offsets their csr_vector / csr_load_balance suites; n2-n3 ran their dia suites), and the stencils'
# y = Ax and K = 8 automatic in one process, for the time a right-hand side takes against one vector.
mkdir -p /tmp/b105d && tar -xJf .device/b105d.tar.xz -C /tmp/b105d || exit 1
BUILD_DIR=/tmp/b105d/new CALL=n4 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms automatic --reps 20"
BENCH_MAX_S=60 bench stencils_N $S
BENCH_MAX_S=60 bench stencils_k8 $S --vectors 8
one_gpu_tests
pack
