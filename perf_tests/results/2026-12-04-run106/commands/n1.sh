# Prepared in run 105 (not run: device time spent): the launch bound that gained on DIA's rank-2 wide tiles
# (run 105), tried on the rank-1 range kernels. x1 = 7f046ab's /work/cubuild relinked by local_variant.sh with
# run 105's diffs/exp_bound.diff on the rank-1 double object (VARIANT_OBJECT=.../handle_core_double_int_rank1.cpp.o,
# -DKSPMV_EXP_BOUND): KSPMV_EXP_BOUND names the unbounded range kernels to run under LaunchBounds<128, 1>; unset =
# main. ptxas (-Xptxas=-v, run 105's /work/var/x106r1/build.log): rank-1 DIA 32 registers free, 40-56 bounded;
# csr_scalar's gather 32 / 78; ELL / SELL-P 30-52 / 32-56. One binary, the setting off / on, A-B-B-A:
# the large suite (dia, ell, sellp, csr_scalar forced, and automatic) and the fit suite (ell, sellp,
# csr_scalar forced), y = Ax, then y = Aᵀx on the large suite if time is left.
# Predict before running (run 105's rank-2 lessons: gathers of contiguous x gained, scattered ones lost).
# Copy /work/dev_stash/dev105/b106x1.tar.xz and the fit suite (m/) into .device/ first; move perf_tests/results aside.
mkdir -p /tmp/b106 && tar -xJf .device/b106x1.tar.xz -C /tmp/b106 || exit 1
BUILD_DIR=/tmp/b106/x1 CALL=r1 LIMIT_S=560 source perf_tests/tools/device_call.sh
B=/tmp/b106/x1/kspmv-bench
md5sum $B > $R/binaries.md5
ALL=kspmv::dia,kspmv::dia_transpose,kspmv::ell,kspmv::ell_transpose,kspmv::sellp,kspmv::sellp_transpose,kspmv::csr_scalar,kspmv::csr_scalar_transpose
L="--suite large --algorithms automatic,dia,ell,sellp,csr_scalar --no-cusparse --reps 20"
F="--real-suite fit $M --algorithms ell,sellp,csr_scalar --no-cusparse --reps 20"
abba() {  # abba(name, args...)
  local name=$1; shift
  KSPMV_EXP_BOUND= BENCH_MAX_S=90 bench ${name}_1_xoff "$@"; KSPMV_EXP_BOUND=$ALL BENCH_MAX_S=90 bench ${name}_1_xon "$@"
  KSPMV_EXP_BOUND=$ALL BENCH_MAX_S=90 bench ${name}_2_xon "$@"; KSPMV_EXP_BOUND= BENCH_MAX_S=90 bench ${name}_2_xoff "$@"
}
abba largeN $L
abba fitN $F
abba largeT $L --mode T
pack
