# run 49 call 1 (nvidia-h100-x1): DIA live-tile masks (skip a diagonal's padded 32-row tiles), working
# tree = 2941279 + the masks. Base 2941279 and new: banded (N, T, single values) and stencils, dia
# against ELL / SELL-P / CSR load balance / HYB, two interleaved passes; DIA tests of the new tree.
start=$(date +%s); deadline=$((start + 560))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bpid=$!
bash .device/dev_build.sh . build-dev kspmv-bench test_spmv_double test_single_values || exit 1
wait $bpid; cat /tmp/bb.out
M=.device/m; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
timeout 100 build-dev/unit_tests/test_spmv_double --gtest_filter='*dia*' > $R/test_spmv_double_dia.log 2>&1; echo "double dia rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_spmv_double_dia.log | tr '\n' ' ')"
timeout 100 build-dev/unit_tests/test_single_values > $R/test_single_values.log 2>&1; echo "single rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_single_values.log | tr '\n' ' ')"
bench() {  # NAME BINARY ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BIN() { [ $1 = base ] && echo /tmp/bb/perf_tests/kspmv-bench || echo build-dev/perf_tests/kspmv-bench; }
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
SA=dia,ell,sellp,csr_load_balance,hybrid
for p in 1 2; do for b in base new; do
  bench banded_${b}_p$p $(BIN $b) --matrix $BANDED --algorithms $SA --no-cusparse --reps 40
  bench stencils_${b}_p$p $(BIN $b) --case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia,ell --no-cusparse --reps 40
done; done
for b in base new; do
  bench bandedT_${b} $(BIN $b) --matrix $BANDED --mode T --algorithms $SA --no-cusparse --reps 30
  bench banded_single_${b} $(BIN $b) --matrix $BANDED --single-values --algorithms $SA --no-cusparse --reps 30
done
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
