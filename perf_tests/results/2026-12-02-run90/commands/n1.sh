# Run 90 call n1: issue 5 item 8 measured on two cores of the device host. A clean build of main (KSPMV_UNITS
# left at its default, few) of run 64's / run 89's targets, `ninja -j2` pinned by taskset to two CPUs that are
# not hyperthread siblings, nothing else running (the GPU idle). The Kokkos prefix of docs/GPU_BUILD.md from
# .device/deps.tar.xz. Outputs: lscpu, the CPUs used, /usr/bin/time -v, the raw .ninja_log.
set -u
R=$OUT/n1; mkdir -p $R
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
lscpu > $R/lscpu.txt 2>&1; lscpu -e > $R/lscpu_e.txt 2>&1; nproc >> $R/lscpu.txt
sib0=$(cat /sys/devices/system/cpu/cpu0/topology/thread_siblings_list 2>/dev/null || echo 0)
core0=$(cat /sys/devices/system/cpu/cpu0/topology/core_id 2>/dev/null || echo x)
pkg0=$(cat /sys/devices/system/cpu/cpu0/topology/physical_package_id 2>/dev/null || echo x)
second=1
for c in $(seq 1 $(($(nproc) - 1))); do
  cid=$(cat /sys/devices/system/cpu/cpu$c/topology/core_id 2>/dev/null || echo y)
  pid=$(cat /sys/devices/system/cpu/cpu$c/topology/physical_package_id 2>/dev/null || echo y)
  if [ "$pid" = "$pkg0" ] && [ "$cid" != "$core0" ]; then second=$c; break; fi
done
echo "cpu0 siblings: $sib0 core $core0 package $pkg0; second cpu: $second ($(cat /sys/devices/system/cpu/cpu$second/topology/thread_siblings_list 2>/dev/null))" | tee $R/cpus.txt
B=/tmp/b2
cmake -S . -B $B -G Ninja -DKokkos_ROOT=/work/deps/prefix -DKokkosKernels_ROOT=/work/deps/prefix \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_CUDA_COMPILER=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc) \
  "-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h" > $R/cmake.log 2>&1 || { tail -30 $R/cmake.log; exit 1; }
grep -E "KSPMV_UNITS|NCCL" $B/CMakeCache.txt >> $R/cmake.log
(cd $B && ninja -t clean > /dev/null; rm -f .ninja_log)
date -u +%FT%TZ > $R/build_time.txt
(cd $B && timeout 560 taskset -c 0,$second /usr/bin/time -v ninja -j2 \
  unit_tests/test_{spmv_double,spmv_double_int_offsets,spmv_float,spmv_complex,matrix_market,conversions,errors_and_handle,single_values,graph_capture,distributed_bsr_nccl,launch} \
  perf_tests/kspmv-bench) > $R/ninja.out 2>> $R/build_time.txt
echo "rc=$?" >> $R/build_time.txt
date -u +%FT%TZ >> $R/build_time.txt
cp $B/.ninja_log $R/ninja_log
tail -25 $R/build_time.txt
awk 'NR>1{printf "%7.1f %s\n", ($2-$1)/1000, $4}' $R/ninja_log | sort -rn | head -20
