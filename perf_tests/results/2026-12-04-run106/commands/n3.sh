# Run 106 n3: how cuSPARSE's COO ALG1 runs y = Ax on web-NotreDame x16 (issue 5's minimum, kspmv 0.90 of it).
# Run 101 e1 profiled CSRI and cuSPARSE's CSR ALG1 without the clock lock or cache flush; the COO kernels were
# not reached. `cur` = 7f046ab's kspmv-bench (/work/cubuild, stripped). First every kernel of one bench process
# (automatic and the cuSPARSE formats, 3 timed launches each) with its duration, so the names are on record;
# then the COO kernels and kspmv's CSRI in detail (free clock, no flush, as the bench runs them).
mkdir -p /tmp/b106c && tar -xJf .device/b106c.tar.xz -C /tmp/b106c || exit 1
CALL=n3 LIMIT_S=420 source perf_tests/tools/device_call.sh
B=/tmp/b106c/cur/kspmv-bench
md5sum $B > $R/binaries.md5
W="--matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --reps 3 --warmup 1"
timeout 150 ncu --clock-control none --cache-control none --kernel-name-base demangled \
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,launch__grid_size,launch__block_size,launch__registers_per_thread \
  --csv $B $W > $R/ncu_all_kernels.csv 2> $R/ncu_all_kernels.err
echo "all kernels rc=$? at $(($(date +%s) - call_start)) s"; pack
for k in "regex:[Cc][Oo][Oo]" "regex:Csri"; do
  tag=$(echo "$k" | tr -dc 'A-Za-z' | tail -c 4)
  timeout 120 ncu --clock-control none --cache-control none --kernel-name-base demangled --kernel-name "$k" \
    --launch-skip 0 --launch-count 10 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats \
    --section LaunchStats --section SchedulerStats \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_atom.sum,lts__t_sectors_srcunit_tex_op_red.sum,smsp__inst_executed.sum \
    $B $W > $R/ncu_detail_$tag.txt 2>&1
  echo "detail $k rc=$? at $(($(date +%s) - call_start)) s"; pack
done
bench timing $W --reps 40
pack
