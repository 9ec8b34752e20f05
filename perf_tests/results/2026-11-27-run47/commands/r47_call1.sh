# run 47 call 1 (nvidia-h100-x1): DIA tiles with the diagonals every tile holds read first,
# unconditioned, the tile word gating only the others (working tree, 'new', run 46's
# diffs/next_dia_tiles_always_first.diff) against aad4ecc ('base', .device/base): the banded real
# matrices in modes N and T, two interleaved passes, the large suite, single values; new only:
# every diagonal in DIA (--dia-min-fill 0) on cryg10000 and dw4096. CUDA DIA tests at the tree.
start=$(date +%s); deadline=$((start + 575))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_errors_and_handle test_conversions test_spmv_double test_single_values || exit 1
M=.device/m; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 60 ./test_conversions > $R/test_conversions.log 2>&1; echo "rc=$?" >> $R/test_conversions.log
 timeout 60 ./test_errors_and_handle > $R/test_errors_and_handle.log 2>&1; echo "rc=$?" >> $R/test_errors_and_handle.log
 timeout 90 ./test_spmv_double --gtest_filter='*dia*:*Dia*' > $R/test_spmv_double_dia.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_dia.log
 timeout 90 ./test_single_values > $R/test_single_values.log 2>&1; echo "rc=$?" >> $R/test_single_values.log)
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -2 | tr '\n' ' ') $(tail -n1 $f)"; done
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1; echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
for p in 1 2; do
  for b in base new; do
    bench banded_${b}_p$p $([ $b = base ] && echo /tmp/bb || echo /tmp/bh) --matrix $BANDED --algorithms dia,ell,sellp,csr_load_balance,automatic --no-cusparse --reps 40
  done
done
B() { [ $1 = base ] && echo /tmp/bb || echo /tmp/bh; }
for p in 1 2; do
  for b in base new; do bench bandedT_${b}_p$p $(B $b) --matrix $BANDED --mode T --algorithms dia,automatic --no-cusparse --reps 40; done
done
bench fill0_new /tmp/bh --matrix $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto --algorithms dia --dia-min-fill 0 --no-cusparse --reps 40
bench fill0T_new /tmp/bh --matrix $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto --mode T --algorithms dia --dia-min-fill 0 --no-cusparse --reps 40
for b in base new; do bench large_${b} $(B $b) --suite large --algorithms dia,automatic --no-cusparse --reps 30; done
for b in base new; do bench banded_single_${b} $(B $b) --matrix $BANDED --single-values --algorithms dia --no-cusparse --reps 40; done
for b in base new; do bench largeT_${b} $(B $b) --suite large --mode T --algorithms dia,automatic --no-cusparse --reps 30; done
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
