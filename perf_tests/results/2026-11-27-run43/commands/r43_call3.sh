# run 43 call 3 (nvidia-h100-x4, the warm machine of call 2): issue 10's record, K = 4, 8, 16, 32, one GPU each
start=$(date +%s); deadline=$((start + 420))
M=.device/m; B=build-dev/perf_tests/kspmv-bench; R=$OUT/mv; mkdir -p $R
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
[ -x $B ] || bash .device/dev_build.sh . build-dev kspmv-bench || exit 1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # GPU NAME ARGS...
  local gpu=$1 name=$2; shift 2; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 20 ] || { echo "$name skipped (no time)"; return; }
  CUDA_VISIBLE_DEVICES=$gpu timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
(bench 0 score_auto16 --real-suite score $M --vectors 16 --algorithms automatic; bench 0 large_auto4 --suite large --vectors 4 --algorithms automatic) &
(bench 1 score_auto32 --real-suite score $M --vectors 32 --algorithms automatic) &
(bench 2 score_auto8 --real-suite score $M --vectors 8 --algorithms automatic; bench 2 large_auto8 --suite large --vectors 8 --algorithms automatic) &
(bench 3 score_auto4 --real-suite score $M --vectors 4 --algorithms automatic; bench 3 large_auto16 --suite large --vectors 16 --algorithms automatic; bench 3 large_auto32 --suite large --vectors 32 --algorithms automatic) &
wait
cd $OUT && tar czf mv.tar.gz mv && rm -rf mv && ls -la $OUT
