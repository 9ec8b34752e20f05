# run 52 call 4 (nvidia-h100-x1): issue 5's held-out losers. EXPERIMENT build: KSPMV_L2_WINDOW=1 marks
# the vector an apply gathers from (x in mode N, y in mode T) persisting in L2 (CUDA access policy
# window on the apply's stream, persisting limit at the device's maximum), for that apply's kernels.
# automatic against cuSPARSE on the score suite N (off / on twice, interleaved), T and the large suite.
start=$(date +%s); deadline=$((start + 480))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; R=/tmp/c4; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
pack() { tar czf $OUT/c4.tar.gz.new -C /tmp c4 2>/dev/null; mv $OUT/c4.tar.gz.new $OUT/c4.tar.gz; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME WINDOW ARGS...: only while time is left
  local name=$1 w=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  KSPMV_L2_WINDOW=$w timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"; pack
}
bench score_off 0 --real-suite score $M --algorithms automatic
bench score_on 1 --real-suite score $M --algorithms automatic
bench score_off2 0 --real-suite score $M --algorithms automatic
bench score_on2 1 --real-suite score $M --algorithms automatic
bench scoreT_off 0 --real-suite score $M --mode T --algorithms automatic
bench scoreT_on 1 --real-suite score $M --mode T --algorithms automatic
bench large_off 0 --suite large --algorithms automatic
bench large_on 1 --suite large --algorithms automatic
grep -h "L2 window" $R/*.err | sort | uniq -c
pack; ls -la $OUT
