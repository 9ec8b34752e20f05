# Prepared in run 101 for the next session, not run. Binaries: base = a dev_build.sh build of the tree at
# 31807f6 (or later) relinked by local_variant.sh with a no-op define; diacols = the same tree with
# diffs/prepared_dia_columns.diff applied, VARIANT_DEFINES=-DKSPMV_EXP_DIA_COLS. Both stripped into
# .device/b102.tar.xz as base/ and diacols/.
# DIA's rank-2 gather with each vector's column of X found once a thread (csr_scalar's form, 6541ed7), on the
# three stencils of the large suite, where the K = 8 bar asks 60% of the roofline (stencil27 55.6%, run 101),
# A-B-B-A at K = 4, 8, 16, 32, and mode T once at K = 8.
mkdir -p /tmp/b102 && tar -xJf .device/b102.tar.xz -C /tmp/b102 || exit 1
CALL=n1 LIMIT_S=540 source perf_tests/tools/device_call.sh
md5sum /tmp/b102/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b102/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
for K in 8 4 16 32; do
  run base s${K}_1 $G --vectors $K; run diacols s${K}_1 $G --vectors $K
  run diacols s${K}_2 $G --vectors $K; run base s${K}_2 $G --vectors $K
done
run base t8_1 $G --vectors 8 --mode T; run diacols t8_1 $G --vectors 8 --mode T
pack
