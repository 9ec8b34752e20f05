# run 47 call 2 (nvidia-h100-x1): one build of the working tree with two experiments chosen
# by environment: KSPMV_EXP_DIA_UNROLL=U (DIA's diagonals in blocks of U, every value load
# of a block issued before any is used; 1 = the current kernel) and KSPMV_EXP_SLOTS_U /
# KSPMV_EXP_SLOTS_U_SINGLE = 4 or 8 (ELL / SELL-P gather slots in flight for double values /
# for single-precision storage; 4 = the current kernel). Banded real matrices N/T and
# single values, stencils, FE matrices in single and double. CUDA tests with U = 8 paths.
start=$(date +%s); deadline=$((start + 580))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double test_single_values || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
(cd /tmp/bh/unit_tests
 export KSPMV_EXP_DIA_UNROLL=8 KSPMV_EXP_SLOTS_U=8 KSPMV_EXP_SLOTS_U_SINGLE=8
 timeout 100 ./test_spmv_double --gtest_filter='*dia*:*Dia*:*ell*:*Ell*:*sellp*:*Sellp*:*hybrid*:*Hybrid*' > $R/test_spmv_double_u8.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_u8.log
 timeout 60 ./test_single_values > $R/test_single_values_u8.log 2>&1; echo "rc=$?" >> $R/test_single_values_u8.log
 export KSPMV_EXP_DIA_UNROLL=4
 timeout 60 ./test_spmv_double --gtest_filter='*dia*:*Dia*' > $R/test_spmv_double_dia_u4.log 2>&1; echo "rc=$?" >> $R/test_spmv_double_dia_u4.log)
for f in $R/*.log; do echo "$f: $(grep -E 'PASSED|FAILED' $f | head -2 | tr '\n' ' ') $(tail -n1 $f)"; done
echo "tests done at $(( $(date +%s) - start )) s"
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
for p in 1 2; do
  for u in 1 2 4 8; do KSPMV_EXP_DIA_UNROLL=$u bench banded_u${u}_p$p --matrix $BANDED --algorithms dia,ell --no-cusparse --reps 40; done
done
for p in 1 2; do
  for s in 4 8; do KSPMV_EXP_SLOTS_U_SINGLE=$s bench fesingle_s${s}_p$p --matrix $FE --single-values --algorithms ell,sellp,csr_load_balance,hybrid,automatic --no-cusparse --reps 40; done
done
for u in 1 4 8; do KSPMV_EXP_DIA_UNROLL=$u bench bandedT_u${u} --matrix $BANDED --mode T --algorithms dia --no-cusparse --reps 40; done
for u in 1 4 8; do KSPMV_EXP_DIA_UNROLL=$u KSPMV_EXP_SLOTS_U_SINGLE=$u bench bandedsingle_u${u} --matrix $BANDED --single-values --algorithms dia,ell --no-cusparse --reps 40; done
for s in 4 8; do KSPMV_EXP_SLOTS_U=$s bench fedouble_s${s} --matrix $FE --algorithms ell,sellp,hybrid,automatic --no-cusparse --reps 40; done
for u in 1 4 8; do KSPMV_EXP_DIA_UNROLL=$u KSPMV_EXP_SLOTS_U=$([ $u = 1 ] && echo 4 || echo 8) bench large_u${u} --suite large --algorithms dia,ell,sellp,automatic --no-cusparse --reps 30; done
for u in 1 8; do KSPMV_EXP_DIA_UNROLL=$u bench largeT_u${u} --suite large --mode T --algorithms dia,automatic --no-cusparse --reps 30; done
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2 && ls -la $OUT
