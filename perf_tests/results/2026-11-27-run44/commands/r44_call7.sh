# run 44 call 7 (nvidia-h100-x1) at 8cc2c8f: test_errors_and_handle (its new DIA loads check) and
# test_single_values on CUDA
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh test_errors_and_handle test_single_values || exit 1
R=$OUT/c7; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
cd /tmp/bh/unit_tests
for t in test_errors_and_handle test_single_values; do timeout 120 ./$t > $R/$t.log 2>&1; echo "$t rc=$?" | tee -a $R/$t.log; done
