# Run 99 call n1 (fresh H200): run 97's __ldg diff (src/spmv/vector_access.hpp, -DKSPMV_EXP_LDG_X in the
# rank-1 and rank-2 double/int handle cores) against the same tree without the define, automatic only,
# no cuSPARSE, the held-out score suite; ABBA-ordered jobs N, K = 8, T, K = 4, N, K = 8.
mkdir -p /tmp/b99 && tar -xJf .device/b99.tar.xz -C /tmp/b99 || exit 1
CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b99/*/kspmv-bench > $R/binaries.md5
(cuobjdump -sass /tmp/b99/ldg/kspmv-bench 2>/dev/null | grep -c 'LDG.*CONSTANT'; cuobjdump -sass /tmp/b99/base/kspmv-bench 2>/dev/null | grep -c 'LDG.*CONSTANT') > $R/sass_ldg.txt
run() { local v=$1 name=$2; shift 2; B=/tmp/b99/$v/kspmv-bench BENCH_MAX_S=100 bench ${name}_$v --real-suite score $M --algorithms automatic --no-cusparse --reps 30 "$@"; }
run base N_1; run ldg N_1
run ldg k8_1 --vectors 8; run base k8_1 --vectors 8
run base T_1 --mode T; run ldg T_1 --mode T
run ldg k4_1 --vectors 4; run base k4_1 --vectors 4
run base N_2; run ldg N_2
run ldg k8_2 --vectors 8; run base k8_2 --vectors 8
pack
