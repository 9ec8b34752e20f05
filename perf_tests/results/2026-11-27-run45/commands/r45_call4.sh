# run 45 call 4 (nvidia-h100-x4) at 1d8b1a2: every CUDA test binary on GPUs 1-3; on GPU 0 the
# record (N, T), DIA on the banded matrices, and automatic with single values
start=$(date +%s); deadline=$((start + 570))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
T="test_spmv_double test_spmv_complex test_spmv_double_int_offsets test_spmv_float test_conversions test_errors_and_handle test_graph_capture test_matrix_market test_single_values"
bash .device/dev_build.sh . build-dev kspmv-bench $T || exit 1
mkdir -p build-dev/bin $OUT/rec $OUT/tests; cp build-dev/unit_tests/test_* build-dev/perf_tests/kspmv-bench build-dev/bin/
(TEST_GPUS="1 2 3" OUT=/tmp/tests_out timeout $((deadline - $(date +%s) - 5)) bash perf_tests/gpu_session.sh build-dev/bin tests > /tmp/tests_summary.txt 2>&1; cp /tmp/tests_summary.txt /tmp/tests_out/ 2>/dev/null) &
M=.device/m; B=build-dev/bin/kspmv-bench; R=$OUT/rec
export CUDA_VISIBLE_DEVICES=0
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 20 - $(date +%s)))
  [ $left -gt 20 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
bench banded --matrix $BANDED --algorithms $SA --reps 40
bench fe_single --matrix $FE --single-values --algorithms $SA --reps 40
bench banded_single --matrix $BANDED --single-values --algorithms $SA
bench score --real-suite score $M --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench large --suite large --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
bench score_single --real-suite score $M --single-values --algorithms automatic,csr_load_balance,sellp --no-cusparse
bench large_single --suite large --single-values --algorithms $SA
wait
cp -r /tmp/tests_out/* $OUT/tests/ 2>/dev/null
tail -14 $OUT/tests/tests_summary.txt
cd $OUT && tar czf rec.tar.gz rec && rm -rf rec && tar czf tests.tar.gz tests && rm -rf tests && ls -la $OUT
