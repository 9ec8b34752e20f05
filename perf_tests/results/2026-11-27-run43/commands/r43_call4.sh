# run 43 call 4 (nvidia-h100-x1) at the final commit: the handle reports what its plan reads
# (PlanReport::values_single); the two test binaries that exercise it
start=$(date +%s)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bt test_single_values test_errors_and_handle || exit 1
mkdir -p $OUT/c4
for t in test_single_values test_errors_and_handle; do
  timeout 120 /tmp/bt/unit_tests/$t > $OUT/c4/$t.log 2>&1; echo "$t rc=$? at $(( $(date +%s) - start )) s"; tail -1 $OUT/c4/$t.log
done
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/c4/gpu.txt
