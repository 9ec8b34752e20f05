# run 44 call 1 (nvidia-h100-x1) at 574212c: where CSRI's time goes on FE matrices with single values
# (ncu on CSRI double/single and ELL single, bcsstk16 x83), and CSRI's chunk size swept (single and double).
start=$(date +%s); deadline=$((start + 540))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; B=/tmp/bh/perf_tests/kspmv-bench; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section LaunchStats --section SchedulerStats --section MemoryWorkloadAnalysis_Tables"
timeout 120 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:CsriChunks --launch-count 6 $SEC \
  $B --matrix $M/bcsstk16.mtx.gz@auto --algorithms csr_load_balance --single-values --no-cusparse --reps 2 --warmup 1 > $R/ncu_csri.txt 2>&1
echo "ncu csri rc=$? at $(( $(date +%s) - start )) s"
timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:EllRowSlots --launch-count 6 $SEC \
  $B --matrix $M/bcsstk16.mtx.gz@auto --algorithms ell --single-values --no-cusparse --reps 2 --warmup 1 > $R/ncu_ell.txt 2>&1
echo "ncu ell rc=$? at $(( $(date +%s) - start )) s"
FE3="$M/bcsstk16.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto"
for c in 512 1024 2048 4096 16384; do
  bench chunk$c --matrix $FE3 --algorithms csr_load_balance --single-values --chunk $c --no-cusparse --reps 40
done
bench chunk_default --matrix $FE3 --algorithms csr_load_balance --single-values --no-cusparse --reps 40
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
