# Sourced by a device call script (run from the repository root on the device machine as
# `bash .device/rNN_callM.sh`, `.device/` carried: deps.tar.xz, m/; see
# perf_tests/results/2026-11-27-run48/COMMANDS.md). It unpacks the Kokkos / Kokkos Kernels
# prefix, builds the targets given, and defines
#   bench NAME ARGS...   kspmv-bench ARGS into $R/NAME.{txt,json,err} while time is left
#                        (a prefix like `KSPMV_X=1 bench ...` reaches the bench), then pack;
#                        BENCH_MAX_S caps one bench (a binary that hangs cost run 72 a call)
#   runtest PROG ARGS... $BIN/unit_tests/PROG ARGS into $R/PROG$TAG.txt while time is left, a line
#                        in $R/tests_summary.txt (TAG=_x runtest ... names a run apart), then pack.
#                        Since run 107 the one-GPU tests are two programs, kspmv_test_sweeps and
#                        kspmv_test_library (unit_tests/CMakeLists.txt): a test file's tests are
#                        its suites, e.g. runtest kspmv_test_sweeps '--gtest_filter=SpmvDouble.*'
#   one_gpu_tests        the one-GPU tests by runtest (defined at the end)
#                        One test process a GPU at a time: run 111's c2 ran five side by side on one
#                        H200 and each ran 20-70x as slowly (time-sliced contexts, thousands of small launches).
#   pack                 $R into $OUT/CALL.tar.gz, replaced whole: a call cut at its limit
#                        still returns everything finished before (run 51 lost a record of
#                        loose files to that)
# and $B (the bench), $BIN (the build's folder), $M (the matrices), $R (the outputs).
#   CALL=c2 LIMIT_S=540 source perf_tests/tools/device_call.sh kspmv-bench kspmv_test_sweeps
# LIMIT_S: seconds the script may run in all, below the call's timeout; BUILD_DIR (default
# /tmp/bh) keeps a warm machine's build. With no targets nothing is built. DIFFS: diffs
# (e.g. .device/rNN_variant.diff, carried) applied to the tree before anything is built;
# the call stops if one does not apply (log in $R/patch.log).
# PACK=pNNN: run binaries built here instead (.device/pNNN.tar.xz, carried: a folder pNNN/ of
# stripped kspmv-bench and test programs, or of subfolders each with its own kspmv-bench, run as
# `B=$BIN/sub/kspmv-bench bench ...`). It is unpacked once a machine into /tmp/pNNN, BIN and B
# point into it (the test programs also under unit_tests/ for runtest), and the md5 sums of all its
# binaries go to $R/binaries.md5. Give no targets with it.
#   PACK=p113 CALL=r1 LIMIT_S=560 source perf_tests/tools/device_call.sh
# End the script with `pack` (a skipped bench writes $R/skipped.txt after the last one).
: "${CALL:?set CALL, the name of the output archive}"
# A prefix assignment to `source` lasts only while it runs: keep what the functions need.
call_name=$CALL
call_start=$(date +%s)
call_deadline=$((call_start + ${LIMIT_S:-540}))
BIN=${BUILD_DIR:-/tmp/bh}
M=.device/m
R=/tmp/$call_name
B=$BIN/perf_tests/kspmv-bench
mkdir -p "$R"
if [ -n "${PACK:-}" ]; then
  [ $# -eq 0 ] || { echo "PACK=$PACK runs prebuilt binaries: give no targets"; exit 1; }
  BIN=/tmp/$PACK/$PACK
  B=$BIN/kspmv-bench
  if [ ! -d "$BIN" ]; then
    mkdir -p "/tmp/$PACK" && tar -xJf ".device/$PACK.tar.xz" -C "/tmp/$PACK" ||
      { echo "cannot unpack .device/$PACK.tar.xz"; exit 1; }
  fi
  mkdir -p "$BIN/unit_tests"
  for prog in "$BIN"/kspmv_test_*; do
    [ -e "$prog" ] && ln -sf "../${prog##*/}" "$BIN/unit_tests/"
  done
  # Every binary of the pack, also in subfolders (a pack of several benches, e.g. base/ and variants);
  # the links under unit_tests/ are not files.
  find "$BIN" -type f -name 'kspmv*' -exec md5sum {} + | sort -k 2 > "$R/binaries.md5"
fi
for diff in ${DIFFS:-}; do  # the device's copy of the tree may have no .git: patch(1)
  patch -p1 --forward < "$diff" >> "$R/patch.log" 2>&1 || { echo "$diff does not apply"; cat "$R/patch.log"; exit 1; }
done
if [ $# -gt 0 ]; then
  [ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
  bash perf_tests/tools/dev_build.sh . "$BIN" "$@" || exit 1
fi
command -v nvidia-smi > /dev/null &&
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$R/gpu.txt"
echo "ready at $(($(date +%s) - call_start)) s"

pack() {  # each writer its own temporary (benches may run side by side, one per GPU)
  (cd /tmp && tar czf "$OUT/.$call_name.$BASHPID.tmp" "$call_name" 2> /dev/null &&
    mv "$OUT/.$call_name.$BASHPID.tmp" "$OUT/$call_name.tar.gz")
}

bench() {
  local name=$1 left
  shift
  left=$((call_deadline - 10 - $(date +%s)))
  if [ "$left" -le 15 ]; then
    echo "$name skipped (no time)" | tee -a "$R/skipped.txt"
    return
  fi
  [ -n "${BENCH_MAX_S:-}" ] && [ "$BENCH_MAX_S" -lt "$left" ] && left=$BENCH_MAX_S
  # `B=... bench` lasts one call (bash drops a prefix assignment to a function after it): a later
  # plain `bench` falls back to $BIN/perf_tests/kspmv-bench, which a stripped pack may not hold.
  # Run 111's p1 lost its last two benches to that (rc 127); say so in the outputs instead.
  if [ ! -x "$B" ]; then
    echo "$name: no bench at $B (set B= for the script, not as a prefix)" | tee -a "$R/skipped.txt"
    return
  fi
  timeout "$left" "$B" "$@" --json "$R/$name.json" > "$R/$name.txt" 2> "$R/$name.err"
  echo "$name rc=$? at $(($(date +%s) - call_start)) s"
  pack
}

runtest() {
  local t=$1 s left
  shift
  s=$(date +%s)
  left=$((call_deadline - 5 - s))
  if [ "$left" -le 10 ]; then
    echo "$t skipped (no time)" | tee -a "$R/skipped.txt"
    return
  fi
  timeout "$left" "$BIN/unit_tests/$t" "$@" > "$R/$t${TAG:-}.txt" 2>&1
  local rc=$?
  echo "$t $* rc=$rc $(($(date +%s) - s)) s $(tail -1 "$R/$t${TAG:-}.txt" | cut -c1-60)" |
    tee -a "$R/tests_summary.txt"
  pack
}

# The one-GPU tests in the order calls have run them since run 82 (then nine programs, one a test
# file): the library's tests, then the sweeps of float and double whole and of complex<double> and the
# int offsets only in their csr_vector and csr_load_balance tests (their whole runs do not fit in a
# call beside the others; about 380 s in all on an H200). That filter hid a crash of every
# complex<double> atomic kernel launched directly (run 103: the dia suite, an illegal address): a record
# that changes a launch path or an atomic runs SpmvComplex.* whole too (about 250 s), in a call of its
# own where needed.
one_gpu_tests() {
  TAG=_library runtest kspmv_test_library
  TAG=_float runtest kspmv_test_sweeps '--gtest_filter=SpmvFloat.*'
  TAG=_complex_cv runtest kspmv_test_sweeps '--gtest_filter=SpmvComplex.*csr_vector*:SpmvComplex.*csr_load_balance*'
  TAG=_double runtest kspmv_test_sweeps '--gtest_filter=SpmvDouble.*'
  TAG=_offsets_cv runtest kspmv_test_sweeps \
    '--gtest_filter=SpmvDoubleIntOffsets.*csr_vector*:SpmvDoubleIntOffsets.*csr_load_balance*'
}
