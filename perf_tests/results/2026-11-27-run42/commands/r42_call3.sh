# run 42 call 3 (nvidia-h100-x1): staged products, variant (0: rows' first slots as uint16 in shared, rows recomputed, unbounded; 3: run 41's kernel) x Kokkos DesiredOccupancy (KSPMV_STAGED_OCC, 0 = none)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
rm -rf /tmp/bh; bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
B=/tmp/bh/perf_tests/kspmv-bench; M=.device/m
MATS="$M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387 $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
mkdir -p $OUT/v
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > $OUT/v/gpu.txt
$B --matrix $MATS --vectors 8 --algorithms csr_load_balance --staged-products no --no-cusparse --json $OUT/v/csri.json > $OUT/v/csri.txt 2>$OUT/v/csri.err
for vo in 0:0 0:31 0:44 0:62 3:0 3:44; do v=${vo%%:*}; o=${vo##*:}
  KSPMV_STAGED_VARIANT=$v KSPMV_STAGED_OCC=$o $B --matrix $MATS --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --json $OUT/v/v${v}_o$o.json > $OUT/v/v${v}_o$o.txt 2>$OUT/v/v${v}_o$o.err
  echo "variant $v occ $o rc=$?"
done
MET=gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,l1tex__t_sector_hit_rate.pct,lts__t_sector_hit_rate.pct,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__shared_mem_config_size,launch__registers_per_thread
for vo in 0:0 0:44 3:44; do v=${vo%%:*}; o=${vo##*:}
  KSPMV_STAGED_VARIANT=$v KSPMV_STAGED_OCC=$o timeout 100 ncu --clock-control none --kernel-name-base demangled --kernel-name regex:StagedProducts --launch-skip 3 --launch-count 1 --metrics $MET \
    $B --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --reps 2 --warmup 2 > $OUT/v/ncu_v${v}_o$o.txt 2>&1
done
cd $OUT && tar czf v.tar.gz v && rm -rf v
