# Run 108 c5 (a first attempt lost its machine mid-call: cut to fit the device time left): the final library
# (β = 0 fills y's head last, TuningTable::scale_head_bytes = 16 MiB on NVIDIA) against 60dd3b03's bench
# (base), automatic: y = Aᵀx held out A-B-B-A and large A-B; then kspmv_test_library whole and SpmvDouble whole.
mkdir -p /tmp/b108f && { [ -d /tmp/b108f/b108f ] || tar -xJf .device/b108f.tar.xz -C /tmp/b108f; } || exit 1
BUILD_DIR=/tmp/b108f/b108f CALL=c5 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum /tmp/b108f/b108f/*/* > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; local b=/tmp/b108f/b108f/perf_tests/kspmv-bench
  [ $v = base ] && b=/tmp/b108f/b108f/base/kspmv-bench; B=$b BENCH_MAX_S=90 bench ${name}_$v "$@"; }
S="--real-suite score $M --algorithms automatic --reps 20"
L="--suite large --algorithms automatic --reps 20"
for v in base new new base; do run $v scoreT_$((++i)) $S --mode T; done
run base largeT_$((++i)) $L --mode T; run new largeT_$((++i)) $L --mode T --no-cusparse
runtest kspmv_test_library
TAG=_double runtest kspmv_test_sweeps '--gtest_filter=SpmvDouble.*'
pack
