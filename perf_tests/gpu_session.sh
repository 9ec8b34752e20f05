#!/usr/bin/env bash
# One device-machine session: runs the CUDA unit tests and kspmv-bench from a
# folder of binaries built on the development machine (see docs/GPU_BUILD.md),
# writing logs and JSON under $OUT (the device tool's output folder).
#
#   perf_tests/gpu_session.sh BIN_DIR [bench args for the large run...]
#
# BIN_DIR holds test_* executables and kspmv-bench. Prints a short summary last.
set -uo pipefail
bin=${1:?usage: gpu_session.sh BIN_DIR [bench args]}
shift
out=${OUT:-/tmp/kspmv-out}
mkdir -p "$out"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem --format=csv \
  | tee "$out/gpu.txt"

status=0
summary=""
for t in "$bin"/test_*; do
  [ -x "$t" ] || continue
  name=$(basename "$t")
  # One log for all binaries: a device run returns at most 8 files.
  log=$(mktemp)
  if "$t" --gtest_brief=1 > "$log" 2>&1; then r=pass; else r=FAIL; status=1; fi
  { echo "===== $name: $r"; cat "$log"; } >> "$out/unit_tests.log"
  summary+="$name: $r ($(grep -E '^\[  (PASSED|FAILED) ' "$log" | tr '\n' ' '))"$'\n'
  rm -f "$log"
done

if [ -x "$bin/kspmv-bench" ]; then
  "$bin/kspmv-bench" --json "$out/main_job.json" > "$out/main_job.txt" 2> "$out/main_job.err" \
    || status=1
  "$bin/kspmv-bench" --suite large --json "$out/large.json" "$@" > "$out/large.txt" \
    2> "$out/large.err" || status=1
fi
echo "==== unit tests"
printf '%s' "$summary"
echo "==== main job"
tail -n 25 "$out/main_job.txt" 2>/dev/null
echo "==== large suite summary"
grep -A40 -i "summary" "$out/large.txt" 2>/dev/null | head -60
exit $status
