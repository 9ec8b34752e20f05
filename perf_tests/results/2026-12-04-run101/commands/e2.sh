# Run 101 call e2 (one H200): the staged kernel's fill of Y's columns before its first pass (beta = 0, K >= 4,
# A with empty rows; tuning.hpp fill_y_first_min_vectors) against none (the second pass stores the empty rows
# from the carries' list, as below K = 4): base = a no-op build of 6541ed7, nofill = the same with
# fill_y_first_min_vectors = 1 << 20. Automatic, no cuSPARSE, the fit and held-out suites, A-B-B-A at K = 4,
# A-B at K = 8 and 16, and R-MAT scale 21 (half its rows empty).
mkdir -p /tmp/b101e && tar -xJf .device/b101e.tar.xz -C /tmp/b101e || exit 1
CALL=e2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b101e/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b101e/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
for s in fit score; do
  S="--real-suite $s $M --algorithms automatic --no-cusparse --reps 20"
  run base ${s}4_1 $S --vectors 4; run nofill ${s}4_1 $S --vectors 4; run nofill ${s}4_2 $S --vectors 4; run base ${s}4_2 $S --vectors 4
done
G="--case rmat:21:16 --algorithms automatic --no-cusparse --reps 20"
for k in 4 8; do run base rmat${k}_1 $G --vectors $k; run nofill rmat${k}_1 $G --vectors $k; done
for k in 8 16; do for s in score fit; do
  S="--real-suite $s $M --algorithms automatic --no-cusparse --reps 20"
  run base ${s}${k}_1 $S --vectors $k; run nofill ${s}${k}_1 $S --vectors $k
done; done
pack
