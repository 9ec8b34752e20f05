# run 47 call 3 (nvidia-h100-x1): issue 8's b = 13 (107-109% of copy on de2010, mbeacxc,
# PGPgiantcompo): BSR kernels at b = 13 on run 23's fit patterns (bcsstk16 EX5 nh2010 cage10)
# and run 24's ten held-out ones: the table's (row lanes), a thread per row (grid at 0.75 of
# the resident threads, and uncapped), K3 (table shape, nb = 13, Ntg = 8), K2. Then issue 5's
# denserows: every kspmv kernel against cuSPARSE, and ncu of the CSR load balance's kernels.
start=$(date +%s); deadline=$((start + 585))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; R=$OUT/c3; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 5 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
F="bcsstk16 EX5 nh2010 cage10"
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
s() { for p in $F $P; do printf " $M/$p.mtx.gz@autob13"; done; }
MS="$(s)"
bench b13_table --matrix $MS --algorithms bsr --no-cusparse --reps 20
bench b13_rows075 --matrix $MS --algorithms bsr --bsr-kernel rows --bsr-occupancy 0.75 --no-cusparse --reps 20
bench b13_k3 --matrix $MS --algorithms bsr --bsr-kernel k3 --no-cusparse --reps 20
bench denserows --case denserows:2097152:4 --algorithms automatic,csr_load_balance,hybrid,dia,coo_load_balance,csr_vector,evc_hyb --reps 30
bench b13_k3_nb13 --matrix $MS --algorithms bsr --bsr-kernel k3 --bsr-band-rows 13 --no-cusparse --reps 20
bench b13_rows1 --matrix $MS --algorithms bsr --bsr-kernel rows --bsr-occupancy 1 --no-cusparse --reps 20
bench b13_k3_g8 --matrix $MS --algorithms bsr --bsr-kernel k3 --bsr-groups 8 --no-cusparse --reps 20
bench b13_k2 --matrix $MS --algorithms bsr --bsr-kernel k2 --no-cusparse --reps 20
left=$((deadline - 10 - $(date +%s)))
[ $left -gt 30 ] && timeout $left ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:Csri|Finish|scale|fill|Coo|Padded" --launch-count 12 \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,sm__warps_active.avg.pct_of_peak_sustained_active,launch__grid_size,launch__registers_per_thread \
    $B --case denserows:2097152:4 --algorithms csr_load_balance,hybrid --no-cusparse --reps 1 --warmup 0 > $R/ncu_denserows.txt 2>&1
echo "ncu rc=$? at $(( $(date +%s) - start )) s"
cd $OUT && tar czf c3.tar.gz c3 && rm -rf c3 && ls -la $OUT
