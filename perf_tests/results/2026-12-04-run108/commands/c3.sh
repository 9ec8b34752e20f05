# Run 108 c3: y scaled back to front before the scatters (diffs/scale_order.diff in the rank-1 double object,
# KSPMV_EXP_SCALE_ORDER: 0 = main's memset / scale kernel, 1 = back to front, 2 = the same kernel front to
# back), y = Aᵀx, automatic: held out 0-1-2-2-1-0, fit and large 0-1-2.
mkdir -p /tmp/b108s && { [ -d /tmp/b108s/b108s ] || tar -xJf .device/b108s.tar.xz -C /tmp/b108s; } || exit 1
BUILD_DIR=/tmp/b108s CALL=c3 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum /tmp/b108s/b108s/* > $R/binaries.md5
B=/tmp/b108s/b108s/var2-bench
run() { local v=$1 name=$2; shift 2; KSPMV_EXP_SCALE_ORDER=$v BENCH_MAX_S=90 bench ${name}_o$v "$@"; }
S="--real-suite score $M --algorithms automatic --mode T --reps 20"
F="--real-suite fit $M --algorithms automatic --mode T --reps 20 --no-cusparse"
L="--suite large --algorithms automatic --mode T --reps 20"
for v in 0 1 2 2 1 0; do run $v scoreT_$((++i)) $S; done
for v in 0 1 2; do run $v fitT_$((++i)) $F; done
run 0 largeT_$((++i)) $L; run 1 largeT_$((++i)) $L --no-cusparse; run 2 largeT_$((++i)) $L --no-cusparse
pack
