# Run 108 c2 (c1's machine): the same change on the fit suite (var / full) and the large suite (base / var),
# y = Aᵀx, automatic; then y = Ax held out base / var (the gather is unchanged: 1.00 expected).
mkdir -p /tmp/b108 && { [ -d /tmp/b108/b108 ] || tar -xJf .device/b108.tar.xz -C /tmp/b108; } || exit 1
BUILD_DIR=/tmp/b108 CALL=c2 LIMIT_S=580 source perf_tests/tools/device_call.sh
run() { local v=$1 name=$2; shift 2; local b=/tmp/b108/b108/base-bench extra=""
  [ $v != base ] && b=/tmp/b108/b108/var-bench; [ $v = full ] && extra="--column-indices full"
  B=$b BENCH_MAX_S=90 bench ${name}_$v "$@" $extra; }
F="--real-suite fit $M --algorithms automatic --mode T --reps 20 --no-cusparse"
L="--suite large --algorithms automatic --mode T --reps 20"
run full fitT_1 $F; run var fitT_2 $F; run var fitT_3 $F; run full fitT_4 $F
run base largeT_1 $L; run var largeT_2 $L --no-cusparse; run base largeT_3 $L --no-cusparse
pack
