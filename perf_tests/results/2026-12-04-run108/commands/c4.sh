# Run 108 c4: β = 0 fills y's tail first and its head last (diffs/scale_head.diff in the rank-1 double object;
# KSPMV_EXP_SCALE_HEAD_MB = the head: 0 = main's one memset, 16, 32, 48 MiB), y = Aᵀx, automatic:
# held out 0-16-32-48-48-32-16-0, fit and large 0 / 32 / 48.
mkdir -p /tmp/b108h && { [ -d /tmp/b108h/b108h ] || tar -xJf .device/b108h.tar.xz -C /tmp/b108h; } || exit 1
BUILD_DIR=/tmp/b108h CALL=c4 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum /tmp/b108h/b108h/* > $R/binaries.md5
B=/tmp/b108h/b108h/var3-bench
run() { local v=$1 name=$2; shift 2; KSPMV_EXP_SCALE_HEAD_MB=$v BENCH_MAX_S=90 bench ${name}_h$v "$@"; }
S="--real-suite score $M --algorithms automatic --mode T --reps 20"
F="--real-suite fit $M --algorithms automatic --mode T --reps 20 --no-cusparse"
L="--suite large --algorithms automatic --mode T --reps 20"
for v in 0 16 32 48 48 32 16 0; do run $v scoreT_$((++i)) $S; done
for v in 0 32 48; do run $v fitT_$((++i)) $F; done
run 0 largeT_$((++i)) $L; run 32 largeT_$((++i)) $L --no-cusparse; run 48 largeT_$((++i)) $L --no-cusparse
pack
