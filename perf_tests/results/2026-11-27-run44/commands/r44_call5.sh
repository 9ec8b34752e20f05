# run 44 call 5 (nvidia-h100-x1): DIA values by cache-streaming loads (working tree) against cached
# loads, in one binary (--load-variants: dia_cached_loads, dia_streaming_loads), banded real matrices
# and the large suite, values as given and single.
start=$(date +%s); deadline=$((start + 560))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; B=/tmp/bh/perf_tests/kspmv-bench; R=$OUT/c5; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
for pass in 1 2; do
  bench banded_p$pass --matrix $BANDED --load-variants --algorithms automatic,dia,ell,sellp,csr_load_balance --no-cusparse --reps 40
  bench large_p$pass --suite large --load-variants --algorithms dia,ell --no-cusparse --reps 40
done
bench banded_single --matrix $BANDED --single-values --load-variants --algorithms dia,ell --no-cusparse --reps 40
bench banded_T --matrix $BANDED --mode T --load-variants --algorithms dia --no-cusparse --reps 40
cd $OUT && tar czf c5.tar.gz c5 && rm -rf c5 && ls -la $OUT
