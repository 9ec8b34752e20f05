# run 44 call 3 (nvidia-h100-x1): EVC-HYB with single values (working tree) against the other
# single-value kernels and the best double ones; test_single_values on CUDA.
start=$(date +%s); deadline=$((start + 570))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_single_values || exit 1
M=.device/m; B=/tmp/bh/perf_tests/kspmv-bench; R=$OUT/c3; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 120 ./test_single_values > $R/test_single_values.log 2>&1; echo "test_single_values rc=$?" | tee -a $R/test_single_values.log)
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench fit_single --real-suite fit $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,evc_hyb --no-cusparse
bench score_single --real-suite score $M --single-values --algorithms automatic,ell,sellp,csr_load_balance,evc_hyb --no-cusparse
bench large_single --suite large --single-values --algorithms $SA --no-cusparse
bench banded_single --matrix $BANDED --single-values --algorithms $SA --no-cusparse
cd $OUT && tar czf c3.tar.gz c3 && rm -rf c3 && ls -la $OUT
