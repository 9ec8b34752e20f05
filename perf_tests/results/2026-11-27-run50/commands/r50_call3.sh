# run 50 call 3 (nvidia-h100-x1): renumbering A breadth-first (SpmvOptions::reorder), working tree = 3c5b67e + the reorder
# handle layer with x and y optionally in the new numbering (reorder_vectors). Tests on CUDA; fit, score (N, T) and
# large suites with automatic, automatic on P·A·Pᵀ with x gathered / y put back by a gather through the inverse
# (new since call 2), and with x, y renumbered; score and large suites with automatic's rule for renumbered vectors
# at expected_applies 10000 (held out).
start=$(date +%s); deadline=$((start + 575))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench test_errors_and_handle test_spmv_double || exit 1
M=.device/m; R=$OUT/c3; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
timeout 60 build-dev/unit_tests/test_errors_and_handle --gtest_filter='*Reorder*' > $R/test_reorder.log 2>&1; echo "handle reorder rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_reorder.log | tr '\n' ' ')"
timeout 120 build-dev/unit_tests/test_spmv_double --gtest_filter='*reordered*' > $R/test_spmv_double_reordered.log 2>&1; echo "double reordered rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_spmv_double_reordered.log | tr '\n' ' ')"
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left build-dev/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
bench fit --real-suite fit $M --algorithms automatic --reorder-variants --reps 30
bench score --real-suite score $M --algorithms automatic --reorder-variants --reps 30
bench scoreT --real-suite score $M --mode T --algorithms automatic --reorder-variants --reps 20
bench large --suite large --algorithms automatic --reorder-variants --reps 20
bench scoreRV --real-suite score $M --algorithms automatic --reorder-vectors --applies 10000 --reps 30
bench largeRV --suite large --algorithms automatic --reorder-vectors --applies 10000 --reps 20
bench fitT --real-suite fit $M --mode T --algorithms automatic --reorder-variants --reps 20
cd $OUT && tar czf c3.tar.gz c3 && rm -rf c3 && ls -la $OUT
