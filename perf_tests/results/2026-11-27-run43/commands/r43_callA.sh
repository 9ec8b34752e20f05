# run 43 call A (nvidia-h100-x1) at 70be426: CSRI with single values against the other single-value kernels
start=$(date +%s); deadline=$((start + 330))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; B=/tmp/bh/perf_tests/kspmv-bench; R=$OUT/cA; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
bench fe_single --matrix $FE --single-values --algorithms $SA,evc_hyb --reps 40
bench fit_single --real-suite fit $M --single-values --algorithms automatic,ell,sellp,csr_load_balance --no-cusparse
bench score_single --real-suite score $M --single-values --algorithms automatic,ell,sellp,csr_load_balance --no-cusparse
cd $OUT && tar czf cA.tar.gz cA && rm -rf cA && ls -la $OUT
