# Run 105 n3: the record at 7f046ab (DIA wide tiles bounded in op = A and Aᵀ) where it moves. (1) The CUDA
# tests of the DIA and automatic suites. (2) Aᵀ's bound alone: 7f046ab (new) against 76ad462 (prev: op = A
# bounded only), dia forced, stencils, Aᵀ at K = 8 and 16, A-B-B-A. (3) automatic against cuSPARSE's best
# SpMM and Kokkos Kernels in one process: the stencils in mode T at K = 8, the large suite at K = 8, 16, 32.
# Predicted: (2) 0.89-0.98 at K = 8 (n2's env variant measured the same code), 0.85-1.0 at K = 16;
# (3) stencils 0.84-0.99 of run 104's kspmv times, the five other matrices 0.98-1.02.
mkdir -p /tmp/b105c && tar -xJf .device/b105c.tar.xz -C /tmp/b105c || exit 1
BUILD_DIR=/tmp/b105c/new CALL=n3 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum /tmp/b105c/prev/kspmv-bench $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double '--gtest_filter=*dia*:*automatic*'
TAG=_dia runtest test_spmv_complex '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_float '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_double_int_offsets '--gtest_filter=*dia*'
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
ab() {  # ab(variant, name, args...)
  local v=$1 name=$2 b=$B; shift 2
  [ $v = prev ] && b=/tmp/b105c/prev/kspmv-bench
  B=$b BENCH_MAX_S=60 bench ${name}_$v "$@"
}
for K in 8 16; do
  D="$S --algorithms dia --no-cusparse --reps 20 --mode T --vectors $K"
  ab prev tK${K}_1 $D; ab new tK${K}_1 $D; ab new tK${K}_2 $D; ab prev tK${K}_2 $D
done
BENCH_MAX_S=80 bench stencils_T_k8 $S --mode T --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=120 bench large_k8 --suite large --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=150 bench large_k16 --suite large --vectors 16 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=200 bench large_k32 --suite large --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
