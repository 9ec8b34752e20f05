# Run 99 call n5 (H200): base against `noop` = the same rank-2 double/int handle core recompiled by
# local_variant.sh with a define nothing reads (-DKSPMV_NOOP_DEFINE), to see whether n4's instruction counts
# (base 71.6 M, both variants 59.9 M) come from the code or from the build. ncu of csr_scalar (wave x12) and of
# the staged kernel (web-NotreDame x16, automatic) at K = 4; then automatic on the held-out suite at K = 4,
# A-B-B-A.
mkdir -p /tmp/b99 && tar -xJf .device/b99o.tar.xz -C /tmp/b99 || exit 1
CALL=n5 LIMIT_S=330 source perf_tests/tools/device_call.sh
md5sum /tmp/b99/*/kspmv-bench > $R/binaries.md5
metrics=gpu__time_duration.sum,l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct,lts__t_sectors_op_read.sum,dram__bytes_read.sum,smsp__inst_executed.sum
for v in base noop; do
  timeout 60 ncu --kernel-name-base demangled --kernel-name regex:CsrScalarGather --launch-count 2 --metrics $metrics --csv --log-file $R/ncu_wave_k4_$v.csv /tmp/b99/$v/kspmv-bench --matrix $M/wave.mtx.gz@12 --vectors 4 --algorithms csr_scalar --no-cusparse --reps 1 --warmup 0 > $R/ncu_wave_k4_$v.out 2>&1
  timeout 90 ncu --kernel-name-base demangled --kernel-name regex:StagedProducts --launch-count 2 --metrics $metrics --csv --log-file $R/ncu_wnd_k4_$v.csv /tmp/b99/$v/kspmv-bench --matrix $M/web-NotreDame.mtx.gz@16 --vectors 4 --algorithms automatic --no-cusparse --reps 1 --warmup 0 > $R/ncu_wnd_k4_$v.out 2>&1
  echo "$v ncu rc=$?"; pack
done
run() { local v=$1 name=$2; shift 2; B=/tmp/b99/$v/kspmv-bench BENCH_MAX_S=70 bench ${name}_$v --algorithms automatic --no-cusparse --reps 25 "$@"; }
run base sk4 --real-suite score $M --vectors 4; run noop sk4 --real-suite score $M --vectors 4
run noop sk4b --real-suite score $M --vectors 4; run base sk4b --real-suite score $M --vectors 4
pack
