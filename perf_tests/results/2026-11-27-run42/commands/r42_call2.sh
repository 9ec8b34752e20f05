# run 42 call 2 (nvidia-h100-x1): staged products variants by KSPMV_STAGED_VARIANT (experiment build), 5 matrices, K=8
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
[ -x /tmp/bh/perf_tests/kspmv-bench ] || bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
B=/tmp/bh/perf_tests/kspmv-bench; M=.device/m
MATS="$M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387 $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
mkdir -p $OUT/v
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > $OUT/v/gpu.txt
$B --matrix $MATS --vectors 8 --algorithms csr_load_balance --staged-products no --no-cusparse --json $OUT/v/csri.json > $OUT/v/csri.txt 2>$OUT/v/csri.err
for v in 0 1 2 3 4 5; do
  KSPMV_STAGED_VARIANT=$v $B --matrix $MATS --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --json $OUT/v/v$v.json > $OUT/v/v$v.txt 2>$OUT/v/v$v.err
  echo "variant $v rc=$?"
done
MET=gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__shared_mem_config_size,launch__registers_per_thread,dram__bytes_read.sum,smsp__warp_issue_stalled_long_scoreboard_per_warp_active.pct,smsp__warp_issue_stalled_barrier_per_warp_active.pct,smsp__warp_issue_stalled_short_scoreboard_per_warp_active.pct,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
for v in 0 3 2; do for mat in web-NotreDame.mtx.gz@16 Chem97Zt.mtx.gz@387; do
  KSPMV_STAGED_VARIANT=$v timeout 100 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:StagedProducts --launch-skip 3 --launch-count 1 --metrics $MET \
    $B --matrix $M/$mat --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --reps 2 --warmup 2 > $OUT/v/ncu_v${v}_${mat%%.*}.txt 2>&1
  echo "ncu $v $mat rc=$?"
done; done

cd $OUT && tar czf v.tar.gz v && rm -rf v
