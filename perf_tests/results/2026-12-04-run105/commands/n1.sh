# Prepared in run 104 (not run: no device time left): which part of e1's gain on the stencils at K = 8 is the
# spaced rows and which is e1's launch bound. Five kernels, dia forced, A-B-C-D-E-E-D-C-B-A a stencil, one call:
#   base  = 8d4a71a's kspmv-bench (b104w/base)                       48 registers, blocks of 192, consecutive rows
#   v2    = diffs/dia_spaced_rows.diff built into main (b104w/new)   48 registers, blocks of 192, 32 runs in turn
#   bonly = e1's spaced4 with KSPMV_EXP_DIA_SPACING=32 (b104e)       56 registers, blocks of 128, consecutive rows
#   bsp   = e1's spaced4 with the stencil's spacing (b104e)          56 registers, blocks of 128, groups of 4 warps
#   bound = diffs/dia_wide_tile_bound.diff built into main (b104b)  main's rows under LaunchBounds<128, 1>
# and v2's owed tests. Copy /work/dev_stash/dev104/b104{e,w,b}.tar.xz (run 104's development machine) into
# .device/ first (rebuild where they are gone: COMMANDS.md), move perf_tests/results aside.
mkdir -p /tmp/b104e /tmp/b104w /tmp/b104b && tar -xJf .device/b104e.tar.xz -C /tmp/b104e &&
  tar -xJf .device/b104w.tar.xz -C /tmp/b104w && tar -xJf .device/b104b.tar.xz -C /tmp/b104b || exit 1
BUILD_DIR=/tmp/b104w/new CALL=n1 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum /tmp/b104e/*/kspmv-bench /tmp/b104b/kspmv-bench /tmp/b104w/*/perf_tests/kspmv-bench $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_double '--gtest_filter=*dia*'
TAG=_dia runtest test_spmv_complex '--gtest_filter=*dia*'
one() {  # one(variant, case, spacing, pass)
  local v=$1 c=$2 sp=$3 p=$4 bin
  case $v in base) bin=/tmp/b104w/base/perf_tests/kspmv-bench ;; v2) bin=/tmp/b104w/new/perf_tests/kspmv-bench ;;
             bound) bin=/tmp/b104b/kspmv-bench ;;
             bonly) bin=/tmp/b104e/spaced4/kspmv-bench; export KSPMV_EXP_DIA_SPACING=32 ;;
             bsp) bin=/tmp/b104e/spaced4/kspmv-bench; export KSPMV_EXP_DIA_SPACING=$sp ;; esac
  B=$bin BENCH_MAX_S=30 bench ${c%%:*}_k8_${p}_$v --case $c --algorithms dia --no-cusparse --reps 20 --vectors 8
  unset KSPMV_EXP_DIA_SPACING
}
for cs in stencil7:160/160 stencil27:100/100 stencil5:4096/4096; do
  c=${cs%/*}; sp=${cs#*/}
  for v in base v2 bonly bsp bound; do one $v $c $sp 1; done
  for v in bound bsp bonly v2 base; do one $v $c $sp 2; done
done
pack
