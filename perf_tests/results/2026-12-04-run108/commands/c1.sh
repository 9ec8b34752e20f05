# Run 108 c1: CSRI's rank-1 transposed scatter reading 16-bit column deltas (var, diffs/scatter_deltas.diff in the
# rank-1 double object) against 60dd3b03's bench (base), and var with --column-indices full (its 32-bit kernel,
# the committed code). Held-out (score) real suite, y = Aᵀx, automatic, A-B-C-C-B-A.
mkdir -p /tmp/b108 && { [ -d /tmp/b108/b108 ] || tar -xJf .device/b108.tar.xz -C /tmp/b108; } || exit 1
BUILD_DIR=/tmp/b108 CALL=c1 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum /tmp/b108/b108/* > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; local b=/tmp/b108/b108/base-bench extra=""
  [ $v != base ] && b=/tmp/b108/b108/var-bench; [ $v = full ] && extra="--column-indices full"
  B=$b BENCH_MAX_S=95 bench ${name}_$v "$@" $extra; }
S="--real-suite score $M --algorithms automatic --mode T --reps 20"
run base scoreT_1 $S; run var scoreT_2 $S; run full scoreT_3 $S --no-cusparse
run full scoreT_4 $S --no-cusparse; run var scoreT_5 $S --no-cusparse; run base scoreT_6 $S --no-cusparse
pack
