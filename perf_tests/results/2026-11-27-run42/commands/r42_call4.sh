# run 42 call 4 (nvidia-h100-x4) at 832ac2b: every CUDA test binary on GPUs 1-3; the record on GPU 0
start=$(date +%s); deadline=$((start + 545))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
T="test_spmv_double test_spmv_complex test_spmv_double_int_offsets test_spmv_float test_conversions test_errors_and_handle test_graph_capture test_matrix_market test_single_values"
bash .device/dev_build.sh . /tmp/bh kspmv-bench $T || exit 1
mkdir -p /tmp/x/b $OUT/rec $OUT/tests; cp /tmp/bh/unit_tests/test_* /tmp/bh/perf_tests/kspmv-bench /tmp/x/b/
(TEST_GPUS="1 2 3" OUT=/tmp/tests_out timeout $((deadline - $(date +%s) - 5)) bash perf_tests/gpu_session.sh /tmp/x/b tests > /tmp/tests_summary.txt 2>&1; cp /tmp/tests_summary.txt /tmp/tests_out/ 2>/dev/null) &
M=.device/m; B=/tmp/x/b/kspmv-bench; R=$OUT/rec
export CUDA_VISIBLE_DEVICES=0
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 20 - $(date +%s)))
  [ $left -gt 20 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score --real-suite score $M --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench large --suite large --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
bench large_auto8 --suite large --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
wait
cp -r /tmp/tests_out/* $OUT/tests/ 2>/dev/null
tail -12 $OUT/tests/tests_summary.txt
cd $OUT && tar czf rec.tar.gz rec && rm -rf rec && tar czf tests.tar.gz tests && rm -rf tests && ls -la $OUT
