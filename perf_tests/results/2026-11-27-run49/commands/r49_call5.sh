# run 49 call 5 (nvidia-h100-x1) at f8bb6b6: ncu of DIA y = Ax and y = Aᵀx on Trefethen_2000 x573 (why Aᵀ did
# not gain from its column ranges in call 3 while y = Ax did).
start=$(date +%s); deadline=$((start + 300))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench || exit 1
M=.device/m; R=$OUT/c5; mkdir -p $R
echo "built at $(( $(date +%s) - start )) s"
for mode in N T; do
  left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 30 ] || { echo "$mode skipped"; continue; }
  timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:DiaKernel" --launch-count 2 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section Occupancy \
    build-dev/perf_tests/kspmv-bench --matrix $M/Trefethen_2000.mtx.gz@auto --mode $mode --algorithms dia --no-cusparse --reps 2 --warmup 0 > $R/ncu_dia_$mode.txt 2>&1
  echo "ncu $mode rc=$? at $(( $(date +%s) - start )) s"
done
cd $OUT && tar czf c5.tar.gz c5 && rm -rf c5
