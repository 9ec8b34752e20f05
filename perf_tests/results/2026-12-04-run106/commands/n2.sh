# Run 106 n2: csr_scalar's rank-1 gather with its row's entries U at a time (loads first, then the products,
# same sums in the same order). u106 = 7f046ab's /work/cubuild relinked by local_variant.sh with
# /work/r106/exp_unroll.diff (diffs/exp_unroll.diff in the record) on the rank-1 double object,
# -DKSPMV_EXP_UNROLL: KSPMV_EXP_UNROLL=U (2, 4, 8) picks the unrolled kernel, unset = main's loop.
# ptxas: 32 registers for every U (no spills). csr_scalar forced, y = Ax, A-B-C-D-D-C-B-A on the fit and
# large suites; then the held-out suite U = 1 / 4 / 4 / 1 with automatic beside; then csc (whose op = Aᵀ
# gathers with the same functor on Aᵀ's arrays) y = Aᵀx on the fit suite, U = 1 / 4 / 4 / 1.
mkdir -p /tmp/b106 && tar -xJf .device/b106u.tar.xz -C /tmp/b106 || exit 1
BUILD_DIR=/tmp/b106/u106 CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
B=/tmp/b106/u106/kspmv-bench
md5sum $B > $R/binaries.md5
F="--real-suite fit $M --algorithms csr_scalar --no-cusparse --reps 20"
L="--suite large --algorithms csr_scalar --no-cusparse --reps 20"
S="--real-suite score $M --algorithms csr_scalar,automatic --no-cusparse --reps 20"
C="--real-suite fit $M --algorithms csc --mode T --no-cusparse --reps 20"
run() {  # run NAME PASS U ARGS...
  local name=$1 pass=$2 u=$3; shift 3
  KSPMV_EXP_UNROLL=$u BENCH_MAX_S=80 bench ${name}_${pass}_u$u "$@"
}
for p in "1 1" "1 2" "1 4" "1 8" "2 8" "2 4" "2 2" "2 1"; do set -- $p; run fit $1 $2 $F; done
for p in "1 1" "1 2" "1 4" "1 8" "2 8" "2 4" "2 2" "2 1"; do set -- $p; run large $1 $2 $L; done
for p in "1 1" "1 4" "2 4" "2 1"; do set -- $p; run score $1 $2 $S; done
for p in "1 1" "1 4" "2 4" "2 1"; do set -- $p; run cscT $1 $2 $C; done
pack
