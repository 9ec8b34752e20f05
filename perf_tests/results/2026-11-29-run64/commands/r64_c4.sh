# run 64 call 4 (one H200): kspmv-bench's host code at -O1 (perf_tests/CMakeLists.txt's
# kspmv_host_optimization(-O1)) against -O3 (that line removed), the same kernels: the
# baselines' launch paths (kk_native, kk_merge_path, cuSPARSE; kk_rank2 at K = 8) and the
# host-side generators and readers. b3 and b1 alternate, three passes of the latency regime.
CALL=c4 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
cp $B /tmp/kspmv-bench-O1; cp perf_tests/CMakeLists.txt /tmp/perf_tests_cmake
sed -i '/^kspmv_host_optimization(-O1)$/d' perf_tests/CMakeLists.txt
grep -c "kspmv_host_optimization" perf_tests/CMakeLists.txt
cmake --build $BIN -j $(nproc) --target kspmv-bench > $R/rebuild_O3.log 2>&1; echo "O3 rebuild rc=$? at $(($(date +%s) - call_start)) s"
grep -o "O[13] -DNDEBUG" $BIN/build.ninja | sort | uniq -c > $R/flags_O3_build.txt
cp $B /tmp/kspmv-bench-O3
cp /tmp/perf_tests_cmake perf_tests/CMakeLists.txt
run2() { local name=$1 exe=$2; shift 2; B=$exe bench $name "$@"; }
S="--small-suite score $M --algorithms automatic,kk_native,kk_merge_path"
for p in 1 2 3; do
  if [ $p = 2 ]; then order="O1 O3"; else order="O3 O1"; fi
  for b in $order; do run2 small_${b}_$p /tmp/kspmv-bench-$b $S; done
done
for b in O3 O1; do run2 small8_$b /tmp/kspmv-bench-$b --small-suite score $M --vectors 8 --algorithms automatic; done
for b in O3 O1; do run2 large_$b /tmp/kspmv-bench-$b --suite large --algorithms automatic,kk_native; done
pack; ls -la $OUT
