#!/usr/bin/env bash
# One device-machine session: the CUDA unit tests and kspmv-bench runs, from a
# folder of binaries built on the development machine (docs/GPU_BUILD.md).
# Logs, tables and JSON are packed into $OUT/logs.tar.gz (the device tool's
# output folder; a device run returns at most 8 files).
#
#   perf_tests/gpu_session.sh BIN_DIR JOB...
#
# JOB is one of
#   tests                 the test programs in BIN_DIR: each scalar sweep of kspmv_test_sweeps
#                         apart, then kspmv_test_library and every test_* binary
#   sanitize:TOOL         kspmv-bench's load-balanced, HYB, ELL, SELL-P, EVC-HYB and vector
#                         kernels on a stencil, a power-law matrix, a matrix with
#                         dense rows and a short-and-wide one, modes N (atomics and
#                         deterministic) and T (scatter and cached CSC), under
#                         compute-sanitizer --tool TOOL (memcheck, racecheck)
#   NAME=ARGS             kspmv-bench ARGS, table in NAME.txt, numbers in NAME.json
#                         (ARGS split on spaces)
# Prints a short summary last.
set -uo pipefail
bin=${1:?usage: gpu_session.sh BIN_DIR JOB...}
shift
out=${OUT:-/tmp/kspmv-out}
logs="$out/logs"
mkdir -p "$logs"
# A second session in the same call adds to the first's archive.
[ -f "$out/logs.tar.gz" ] && tar -xzf "$out/logs.tar.gz" -C "$out"
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem --format=csv \
  | tee "$logs/gpu.txt"

status=0
summary=""
# The test binaries, largest first, one per GPU at a time: processes sharing
# one GPU time-slice it and gain nothing (run 37), so on one GPU they run one
# after another, and on a machine of several each GPU takes the next binary.
# A multi-GPU machine's held time counts once for all its GPUs, so four GPUs
# run the four scalar sweeps (about 400 s each on an H100) for the device
# time of one.
# TEST_GPUS="1 2 3" keeps the tests off the GPUs not listed (a benchmark may
# run on GPU 0 meanwhile).
run_tests() {
  local gpus t name slot pids=() names=() i devices=()
  if [ -n "${TEST_GPUS:-}" ]; then
    read -ra devices <<< "$TEST_GPUS"
  else
    gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU' || true)
    [ "${gpus:-0}" -ge 1 ] || gpus=1
    for ((i = 0; i < gpus; ++i)); do devices+=("$i"); done
  fi
  gpus=${#devices[@]}
  # Jobs "NAME PROGRAM [FILTER]": the sweeps first, each scalar type a job of its own
  # (kspmv_test_sweeps holds the four, unit_tests/CMakeLists.txt).
  local jobs=() job program filter
  if [ -x "$bin/kspmv_test_sweeps" ]; then
    for name in SpmvComplex SpmvDouble SpmvDoubleIntOffsets SpmvFloat; do
      jobs+=("$name kspmv_test_sweeps --gtest_filter=$name.*")
    done
  fi
  [ -x "$bin/kspmv_test_library" ] && jobs+=("library kspmv_test_library")
  for t in "$bin"/test_*; do
    [ -x "$t" ] && jobs+=("$(basename "$t") $(basename "$t")")
  done
  for ((i = 0; i < gpus; ++i)); do pids[i]=""; done
  for job in "${jobs[@]}"; do
    read -r name program filter <<< "$job"
    while :; do  # the first free GPU
      for ((slot = 0; slot < gpus; ++slot)); do
        [ -z "${pids[slot]}" ] && break 2
        kill -0 "${pids[slot]}" 2>/dev/null || { finish_test "$slot"; break 2; }
      done
      sleep 1
    done
    # Line-buffered, so that a call stopped at its time limit keeps each
    # binary's finished tests.
    CUDA_VISIBLE_DEVICES=${devices[slot]} stdbuf -oL "$bin/$program" ${filter:+"$filter"} --gtest_brief=1 > "$logs/$name.log" 2>&1 &
    pids[slot]=$!
    names[slot]=$name
  done
  for ((slot = 0; slot < gpus; ++slot)); do [ -n "${pids[slot]}" ] && finish_test "$slot"; done
}
finish_test() {
  local slot=$1 name r
  name=${names[slot]}
  if wait "${pids[slot]}"; then r=pass; else r=FAIL; status=1; fi
  pids[slot]=""
  summary+="$name (GPU ${devices[slot]}): $r ($(grep -E '^\[  (PASSED|FAILED) ' "$logs/$name.log" | tr '\n' ' '))"$'\n'
  echo "$name (GPU ${devices[slot]}): $r" >> "$logs/tests_done.log"
  pack_logs
}
run_sanitizer() {
  local tool=$1 cfg log r
  # mode N with atomics / deterministic; mode T by scatter / from the cached CSC
  for cfg in "N" "N --deterministic" "T" "T --deterministic --transposed-applies 1"; do
    log="$logs/sanitize_${tool}_$(echo "$cfg" | tr -d ' -' | cut -c1-24).log"
    # shellcheck disable=SC2086
    if /usr/local/cuda/bin/compute-sanitizer --tool "$tool" --error-exitcode 9 \
        "$bin/kspmv-bench" --case stencil7:24 --case rmat:12:8 --case denserows:4096:3 --case wide:16 \
        --algorithms csr_load_balance,coo_load_balance,hybrid,ell,sellp,csr_vector,evc_hyb,dia --no-cusparse \
        --reps 1 --warmup 0 --copy-mib 8 --mode $cfg > "$log" 2>&1; then r=clean; else r=REPORTED; status=1; fi
    summary+="$tool mode $cfg: $r ($(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$log" | head -1))"$'\n'
  done
}
# Packed after every job and every test binary: a call stopped at the
# device's time limit keeps what finished (the tool returns only 8 loose files).
pack_logs() {
  tar -czf "$out/logs.tar.gz.part" -C "$out" logs && mv "$out/logs.tar.gz.part" "$out/logs.tar.gz"
}
for job in "$@"; do
  case "$job" in
    tests) run_tests ;;
    sanitize:*) run_sanitizer "${job#sanitize:}" ;;
    *=*)
      name=${job%%=*}
      read -r -a args <<< "${job#*=}"
      echo "[gpu_session] $name: kspmv-bench ${args[*]}" >&2
      if "$bin/kspmv-bench" "${args[@]}" --json "$logs/$name.json" > "$logs/$name.txt" \
          2> "$logs/$name.err"; then r=ok; else r="exit $?"; status=1; fi
      summary+="bench $name: $r"$'\n'
      ;;
    *) echo "gpu_session.sh: unknown job '$job'" >&2; status=2 ;;
  esac
  pack_logs
done
echo "==== summary"
printf '%s' "$summary"
for f in "$logs"/*.txt; do
  [ "$(basename "$f")" = gpu.txt ] && continue
  echo "==== $(basename "$f" .txt)"
  sed -n '/== summary/,$p' "$f"
done
rm -rf "$logs"
exit $status
