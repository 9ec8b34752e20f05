# Run 51 call 5 again (nvidia-h100-x4) at 7c5ca54, every output packed into $OUT/rec.tar.gz as it is made (call 5 lost its outputs when it was cut):
# record: large and held-out suites N and T (automatic against cuSPARSE and Kokkos Kernels), banded DIA, FE and
# banded single values, the stencils' DIA; automatic with renumbered vectors at the default expected_applies (scoreRV),
# and in place at expected_applies 1000 (scoreR, largeR).
start=$(date +%s); deadline=$((start + 480))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
T="test_spmv_double test_spmv_complex test_spmv_double_int_offsets test_spmv_float test_conversions test_errors_and_handle test_graph_capture test_matrix_market test_single_values"
bash .device/dev_build.sh . build-dev kspmv-bench $T || exit 1
mkdir -p build-dev/bin /tmp/rec; cp build-dev/unit_tests/test_* build-dev/perf_tests/kspmv-bench build-dev/bin/
(TEST_GPUS="1 2 3" OUT=/tmp/tests_out timeout $((deadline - $(date +%s) - 5)) bash perf_tests/gpu_session.sh build-dev/bin tests > /tmp/tests_summary.txt 2>&1; cp /tmp/tests_summary.txt /tmp/tests_out/ 2>/dev/null) &
M=.device/m; B=build-dev/bin/kspmv-bench; R=/tmp/rec
pack() { tar czf $OUT/rec.tar.gz.new -C /tmp rec $( [ -d /tmp/tests_out ] && echo tests_out ) 2>/dev/null; mv $OUT/rec.tar.gz.new $OUT/rec.tar.gz; }
export CUDA_VISIBLE_DEVICES=0
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME BINARY ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 20 - $(date +%s)))
  [ $left -gt 20 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"; pack
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
SA=automatic,dia,ell,sellp,csr_load_balance,hybrid
bench banded $B --matrix $BANDED --algorithms $SA --reps 40
bench stencils $B --case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms automatic,dia,ell --no-cusparse --reps 40
bench large $B --suite large --algorithms automatic
bench score $B --real-suite score $M --algorithms automatic
bench largeT $B --suite large --mode T --algorithms automatic
bench scoreT $B --real-suite score $M --mode T --algorithms automatic
bench scoreR $B --real-suite score $M --algorithms automatic --applies 1000 --reps 30
bench scoreRV $B --real-suite score $M --algorithms automatic --reorder-vectors --reps 30
bench largeR $B --suite large --algorithms automatic --applies 1000 --reps 20
bench banded_single $B --matrix $BANDED --single-values --algorithms $SA
bench fe_single $B --matrix $FE --single-values --algorithms $SA --reps 40
while [ ! -f /tmp/tests_out/tests_summary.txt ] && [ $(date +%s) -lt $((deadline - 3)) ]; do sleep 2; done
pack; tail -14 /tmp/tests_out/tests_summary.txt; ls -la $OUT
