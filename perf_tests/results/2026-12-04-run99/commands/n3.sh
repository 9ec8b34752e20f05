# Run 99 call n3 (H200): csr_scalar's rank-2 gather reading its row's entries and values in aligned runs of 4
# (one 16-byte load of columns, two of doubles; -DKSPMV_EXP_SCALAR_RUNS in the double/int rank-2 handle core)
# against the same tree without, csr_scalar forced, no cuSPARSE: fit and held-out suites at K = 4, held out at
# K = 8, A-B-B-A.
mkdir -p /tmp/b99 && tar -xJf .device/b99r.tar.xz -C /tmp/b99 || exit 1
CALL=n3 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum /tmp/b99/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b99/$v/kspmv-bench BENCH_MAX_S=90 bench ${name}_$v --algorithms csr_scalar --no-cusparse --reps 20 "$@"; }
run base fk4 --real-suite fit $M --vectors 4; run runs fk4 --real-suite fit $M --vectors 4
run runs sk4 --real-suite score $M --vectors 4; run base sk4 --real-suite score $M --vectors 4
run base sk8 --real-suite score $M --vectors 8; run runs sk8 --real-suite score $M --vectors 8
pack
