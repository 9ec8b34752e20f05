# run 49 call 2 (nvidia-h100-x1): DIA live masks, three ways in one binary (KSPMV_EXP_DIA_LIVE=0: masks
# not read; 1: mask word loaded beside the offsets, folded into the range predicate; 2: call 1's skip).
# Working tree = 2941279 + diffs/call2_live_modes.diff. Banded and stencils, N, two passes; T and single once.
start=$(date +%s); deadline=$((start + 420))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left build-dev/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
SA=dia,ell,sellp,csr_load_balance,hybrid
for p in 1 2; do for m in 0 1 2; do
  export KSPMV_EXP_DIA_LIVE=$m
  bench banded_m${m}_p$p --matrix $BANDED --algorithms $SA --no-cusparse --reps 40
  bench stencils_m${m}_p$p --case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia,ell --no-cusparse --reps 40
done; done
for m in 0 1; do export KSPMV_EXP_DIA_LIVE=$m
  bench bandedT_m$m --matrix $BANDED --mode T --algorithms $SA --no-cusparse --reps 30
  bench banded_single_m$m --matrix $BANDED --single-values --algorithms $SA --no-cusparse --reps 30
done
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2 && ls -la $OUT
