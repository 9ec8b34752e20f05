# run 51 call 1 (nvidia-h100-x1): renumbering in breadth-first clusters grown on the device (cluster_order.hpp),
# working tree = dabdd1a + the cluster order. Reorder tests on CUDA; fit suite (N) with automatic on A, in place
# (R) and with renumbered vectors (RV) at seeds every 64 / 256 / 1024 rows; score suite at 256 with cuSPARSE.
start=$(date +%s); deadline=$((start + 575))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench test_errors_and_handle test_spmv_double || exit 1
M=.device/m; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
timeout 60 build-dev/unit_tests/test_errors_and_handle --gtest_filter='*Reorder*' > $R/test_reorder.log 2>&1; echo "handle reorder rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_reorder.log | tr '\n' ' ')"
timeout 120 build-dev/unit_tests/test_spmv_double --gtest_filter='*reordered*' > $R/test_spmv_double_reordered.log 2>&1; echo "double reordered rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_spmv_double_reordered.log | tr '\n' ' ')"
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left build-dev/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
bench fit256 --real-suite fit $M --algorithms automatic --reorder-variants --reorder-cluster-rows 256 --no-cusparse --reps 20
bench fit64 --real-suite fit $M --algorithms automatic --reorder-variants --reorder-cluster-rows 64 --no-cusparse --reps 20
bench fit1024 --real-suite fit $M --algorithms automatic --reorder-variants --reorder-cluster-rows 1024 --no-cusparse --reps 20
bench score256 --real-suite score $M --algorithms automatic --reorder-variants --reorder-cluster-rows 256 --reps 20
bench large256 --suite large --algorithms automatic --reorder-variants --reorder-cluster-rows 256 --no-cusparse --reps 20
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
