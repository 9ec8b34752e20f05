# Run 99 call n2 (fresh H200): cache-streaming loads of A in rank-2 launches (-DKSPMV_EXP_RANK2_STREAM in the
# double/int rank-2 handle core: staged products always, csr_scalar's gather, the padded kernels and CSRI where
# their rank-1 rule streams) against the same tree without, automatic only, no cuSPARSE, fit and held-out suites
# at K = 4 and 8, A-B-B-A.
mkdir -p /tmp/b99 && tar -xJf .device/b99s.tar.xz -C /tmp/b99 || exit 1
CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b99/*/kspmv-bench > $R/binaries.md5
for v in base stream; do echo "$v $(cuobjdump -sass /tmp/b99/$v/kspmv-bench 2>/dev/null | grep -c 'LDG.*\.EF')"; done > $R/sass_ef.txt
run() { local v=$1 name=$2; shift 2; B=/tmp/b99/$v/kspmv-bench BENCH_MAX_S=100 bench ${name}_$v --algorithms automatic --no-cusparse --reps 25 "$@"; }
run base fk4 --real-suite fit $M --vectors 4; run stream fk4 --real-suite fit $M --vectors 4
run stream sk4 --real-suite score $M --vectors 4; run base sk4 --real-suite score $M --vectors 4
run base fk8 --real-suite fit $M --vectors 8; run stream fk8 --real-suite fit $M --vectors 8
run stream sk8 --real-suite score $M --vectors 8; run base sk8 --real-suite score $M --vectors 8
pack
