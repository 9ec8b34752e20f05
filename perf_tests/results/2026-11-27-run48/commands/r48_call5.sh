# run 48 call 5 (nvidia-h100-x1): DIA single values, E rows a thread (KSPMV_EXP_DIA_ROWS=2: one 8-byte
# load of 2 floats; =4: one 16-byte load of 4; unset: a row a thread), working tree = 812ff5d +
# diffs/call5_dia_rows_e.diff. test_single_values with each; large suite and banded single, two passes.
start=$(date +%s); deadline=$((start + 400))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_single_values || exit 1
M=.device/m; R=$OUT/c5; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
for e in 2 4; do KSPMV_EXP_DIA_ROWS=$e timeout 60 /tmp/bh/unit_tests/test_single_values > $R/test_single_values_e$e.log 2>&1; echo "e=$e rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_single_values_e$e.log | tr '\n' ' ')"; done
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left /tmp/bh/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
for p in 1 2; do for e in 0 2 4; do
  if [ $e = 0 ]; then unset KSPMV_EXP_DIA_ROWS; else export KSPMV_EXP_DIA_ROWS=$e; fi
  bench large_e${e}_p$p --case stencil7:160 --case stencil27:100 --case stencil5:4096 --single-values --algorithms dia --no-cusparse --reps 30
  bench banded_e${e}_p$p --matrix $BANDED --single-values --algorithms dia --no-cusparse --reps 30
done; done
cd $OUT && tar czf c5.tar.gz c5 && rm -rf c5 && ls -la $OUT
