# run 44 call 8 (nvidia-h100-x1): BSR values by cache-streaming loads in every BSR kernel (working
# tree, "new") against HEAD ("base", .device/base); run 24's ten held-out patterns at b = 4, 8, 16;
# the CUDA double sweep's BSR tests on the new code.
start=$(date +%s); deadline=$((start + 590))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double || exit 1
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1
M=.device/m; R=$OUT/c8; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
(cd /tmp/bh/unit_tests && timeout 150 ./test_spmv_double --gtest_filter='*bsr*' > $R/test_spmv_double_bsr.log 2>&1; echo "test_spmv_double bsr rc=$?" | tee -a $R/test_spmv_double_bsr.log)
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
s() { local b=$1; for p in $P; do printf " $M/$p.mtx.gz@autob$b"; done; }
for b in 8 4 16; do
  bench b${b}_base /tmp/bb --matrix $(s $b) --algorithms bsr --no-cusparse --reps 20
  bench b${b}_new /tmp/bh --matrix $(s $b) --algorithms bsr --no-cusparse --reps 20
done
bench b8T_base /tmp/bb --matrix $(s 8) --mode T --algorithms bsr --no-cusparse --reps 20
bench b8T_new /tmp/bh --matrix $(s 8) --mode T --algorithms bsr --no-cusparse --reps 20
cd $OUT && tar czf c8.tar.gz c8 && rm -rf c8 && ls -la $OUT
