# Run 102 call 5: the stepped DIA gather as committed (head: a full build of the tree; base102: the build
# before it, a no-op one-object variant) A-B-B-A on the stencils at K = 8 and 4, mode T at K = 8, the
# banded files (DIA with live ranges) at K = 8; the CUDA tests that reach DIA; automatic against cuSPARSE on
# the large suite at K = 8, 4 (16 if time is left); prepared next: ELL / SELL-P (srow) and csr_scalar
# (sscal) through the same stepped pointer, one-object variants of head against head's own variant (stepped).
mkdir -p /tmp/b102 && tar -xJf .device/b102e.tar.xz -C /tmp/b102 || exit 1
BUILD_DIR=/tmp/b102/head CALL=n5 LIMIT_S=470 source perf_tests/tools/device_call.sh
md5sum /tmp/b102/*/kspmv-bench /tmp/b102/head/perf_tests/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; local b=/tmp/b102/$v/kspmv-bench; [ $v = head ] && b=$B
  B=$b BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
for K in 8 4; do
  run base102 s${K}_1 $G --vectors $K; run head s${K}_1 $G --vectors $K
  run head s${K}_2 $G --vectors $K; run base102 s${K}_2 $G --vectors $K
done
run base102 t8_1 $G --vectors 8 --mode T; run head t8_1 $G --vectors 8 --mode T
BD="--matrix $M/Trefethen_2000.mtx.gz@573 $M/cryg10000.mtx.gz@483 $M/dw4096.mtx.gz@575 --algorithms dia --no-cusparse --reps 20"
run base102 b8_1 $BD --vectors 8; run head b8_1 $BD --vectors 8
runtest test_errors_and_handle
runtest test_spmv_double --gtest_filter='*dia*:*automatic*:*wide_gather_tiles*:*single_values*:*deterministic*'
runtest test_spmv_float --gtest_filter='*dia*:*automatic*:*wide_gather_tiles*'
BENCH_MAX_S=90 bench large_k8 --suite large --vectors 8 --reps 20 --algorithms automatic --variant-budget-ms 4000
E="--matrix $M/bcsstk29.mtx.gz@39 $M/bcsstk16.mtx.gz@83 $M/wave.mtx.gz@12 $M/circuit204.mtx.gz@4080 $M/delaunay_n16.mtx.gz@61p $M/kmnist_norm_10NN.mtx.gz@153p --case block4:1048576:4 --case random:2097152:16 --algorithms automatic --no-cusparse --reps 20"
for K in 4 8; do run stepped e${K}_1 $E --vectors $K; run srow e${K}_1 $E --vectors $K; run sscal e${K}_1 $E --vectors $K; done
BENCH_MAX_S=90 bench large_k4 --suite large --vectors 4 --reps 20 --algorithms automatic --variant-budget-ms 4000
BENCH_MAX_S=120 bench large_k16 --suite large --vectors 16 --reps 20 --algorithms automatic --variant-budget-ms 4000
pack
