# Run 107 c2: kspmv-bench as built at eb5db22f (its four sources one unit, kspmv_eti in two) against 7f046ab's
# (run 106's `cur`, built in many units; the library code is the same), automatic with cuSPARSE's and Kokkos
# Kernels' baselines: y = Ax on the held-out (score) real suite A-B-B-A and on the large suite
# A-B. Predicted: new / old 0.99-1.01 on every matrix (same kernels; only the grouping of units changed).
mkdir -p /tmp/b107 && { [ -d /tmp/b107/head ] || tar -xJf .device/b107.tar.xz -C /tmp/b107; } || exit 1
mkdir -p /tmp/b106c && { [ -d /tmp/b106c/cur ] || tar -xJf .device/b106c.tar.xz -C /tmp/b106c; } || exit 1
BUILD_DIR=/tmp/b107/head CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $B /tmp/b106c/cur/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; local b=$B; [ $v = old ] && b=/tmp/b106c/cur/kspmv-bench
  B=$b BENCH_MAX_S=90 bench ${name}_$v "$@"; }
L="--suite large --algorithms automatic --reps 20"
S="--real-suite score $M --algorithms automatic --reps 20"
for v in old new new old; do run $v scoreN_$((++j)) $S; done
for v in old new; do run $v largeN_$((++i)) $L; done
pack
