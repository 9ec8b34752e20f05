# run 45 call 3 (nvidia-h100-x1): hybrid's ELL width at other quantiles of the row lengths
# (the table's x = 0.33, [ISC20] hybridlimit33) on the fit and score suites.
start=$(date +%s); deadline=$((start + 400))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; R=$OUT/c3; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
Q=0.1,0.5,0.67,0.8,0.9
bench fit --real-suite fit $M --algorithms hybrid,csr_load_balance,automatic --hybrid-quantiles $Q --load-variants
bench score --real-suite score $M --algorithms hybrid,csr_load_balance,automatic --hybrid-quantiles $Q --load-variants
cd $OUT && tar czf c3.tar.gz c3 && rm -rf c3 && ls -la $OUT
