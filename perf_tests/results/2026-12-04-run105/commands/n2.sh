# Run 105 n2. (1) The DIA wide-tile launch bound as committed (new = main at the bound commit) against
# 8d4a71a (base) on the three stencils at K = 16 and 32, dia forced, A-B-B-A; its owed CUDA tests (dia and
# automatic suites). (2) The same bound tried on other range kernels of rank 2 (x = main + exp_bound.diff on
# the rank-2 double object, KSPMV_EXP_BOUND naming the labels; unset = main): DIA's narrow tile (K = 4) and
# Aᵀ (K = 8), ELL, SELL-P and csr_scalar forced on the fit suite at K = 4 and 8, env off / on A-B-B-A.
# Predicted: K = 16/32 0.90-0.99 of base; dia K = 4 and Aᵀ 0.95-1.05; ELL / SELL-P / csr_scalar 0.93-1.03.
mkdir -p /tmp/b105 && tar -xJf .device/b105.tar.xz -C /tmp/b105 || exit 1
BUILD_DIR=/tmp/b105/new CALL=n2 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum /tmp/b105/base/kspmv-bench /tmp/b105/x/kspmv-bench $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double '--gtest_filter=*dia*:*automatic*'
TAG=_dia runtest test_spmv_complex '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_float '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_double_int_offsets '--gtest_filter=*dia*'
ALL=kspmv::dia,kspmv::dia_transpose,kspmv::ell,kspmv::sellp,kspmv::csr_scalar
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
st() {  # st(variant, name, args...): base / new binaries, or x with the bound off / on
  local v=$1 name=$2; shift 2
  case $v in base) b=/tmp/b105/base/kspmv-bench; e= ;; new) b=$B; e= ;;
             xoff) b=/tmp/b105/x/kspmv-bench; e= ;; xon) b=/tmp/b105/x/kspmv-bench; e=$ALL ;; esac
  KSPMV_EXP_BOUND=$e B=$b BENCH_MAX_S=80 bench ${name}_$v "$@"
}
for K in 16 32; do
  st base st${K}_1 $S --vectors $K; st new st${K}_1 $S --vectors $K
  st new st${K}_2 $S --vectors $K; st base st${K}_2 $S --vectors $K
done
st xoff st4_1 $S --vectors 4; st xon st4_1 $S --vectors 4; st xon st4_2 $S --vectors 4; st xoff st4_2 $S --vectors 4
st xoff stT8_1 $S --vectors 8 --mode T; st xon stT8_1 $S --vectors 8 --mode T
st xon stT8_2 $S --vectors 8 --mode T; st xoff stT8_2 $S --vectors 8 --mode T
F="--real-suite fit $M --algorithms ell,sellp,csr_scalar --no-cusparse --reps 15"
for K in 4 8; do
  st xoff fit${K}_1 $F --vectors $K; st xon fit${K}_1 $F --vectors $K
  st xon fit${K}_2 $F --vectors $K; st xoff fit${K}_2 $F --vectors $K
done
pack
