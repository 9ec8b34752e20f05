# Run 106 n6: CSRI's rank-1 window with the alignment test hoisted out of its loads (diffs/csri_aligned.diff):
# `ca` = 7f046ab's /work/cubuild relinked by local_variant.sh with that diff on the rank-1 double object;
# `cur` = 7f046ab's bench as built (n3). A-B-B-A, y = Ax: held-out suite (automatic, csr_load_balance), fit
# suite (csr_load_balance), large suite (csr_load_balance); then ncu's warp-instruction count and duration of
# CsriChunks on web-NotreDame x16, both binaries.
mkdir -p /tmp/b106d && tar -xJf .device/b106d.tar.xz -C /tmp/b106d || exit 1
CALL=n6 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b106d/*/kspmv-bench > $R/binaries.md5
S="--real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse --reps 30"
F="--real-suite fit $M --algorithms csr_load_balance --no-cusparse --reps 30"
L="--suite large --algorithms csr_load_balance --no-cusparse --reps 30"
abba() {  # abba NAME ARGS...
  local name=$1; shift
  B=/tmp/b106d/cur/kspmv-bench BENCH_MAX_S=100 bench ${name}_1_cur "$@"
  B=/tmp/b106d/ca/kspmv-bench BENCH_MAX_S=100 bench ${name}_1_ca "$@"
  B=/tmp/b106d/ca/kspmv-bench BENCH_MAX_S=100 bench ${name}_2_ca "$@"
  B=/tmp/b106d/cur/kspmv-bench BENCH_MAX_S=100 bench ${name}_2_cur "$@"
}
abba score $S
abba fit $F
abba large $L
for v in cur ca; do
  timeout 60 ncu --clock-control none --cache-control none --kernel-name-base demangled --kernel-name regex:CsriChunks \
    --launch-skip 1 --launch-count 3 --metrics gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread \
    /tmp/b106d/$v/kspmv-bench --matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --no-cusparse --reps 3 --warmup 1 \
    > $R/ncu_inst_$v.txt 2>&1
  echo "ncu $v rc=$? at $(($(date +%s) - call_start)) s"; pack
done
pack
