# Run 106 n4: n3's detail of kspmv's apply kernel (n3's regex caught only CSRI's setup kernels): CsriChunks and
# FinishShortRows on web-NotreDame x16, y = Ax, free clock, no flush; then every kernel of soc-Slashdot0902 x24.
mkdir -p /tmp/b106c && tar -xJf .device/b106c.tar.xz -C /tmp/b106c || exit 1
CALL=n4 LIMIT_S=300 source perf_tests/tools/device_call.sh
B=/tmp/b106c/cur/kspmv-bench
md5sum $B > $R/binaries.md5
W="--matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --reps 3 --warmup 1 --no-cusparse"
timeout 120 ncu --clock-control none --cache-control none --kernel-name-base demangled \
  --kernel-name "regex:CsriChunks|FinishShortRows" --launch-skip 0 --launch-count 4 \
  --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats \
  --section LaunchStats --section SchedulerStats --section InstructionStats \
  --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,lts__t_sectors_srcunit_tex_op_read.sum,smsp__inst_executed.sum \
  $B $W > $R/ncu_detail_csri_apply.txt 2>&1
echo "csri rc=$? at $(($(date +%s) - call_start)) s"; pack
S="--matrix $M/soc-Slashdot0902.mtx.gz@24 --algorithms automatic --reps 3 --warmup 1"
timeout 150 ncu --clock-control none --cache-control none --kernel-name-base demangled \
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sector_hit_rate.pct,launch__grid_size,launch__block_size,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active \
  --csv $B $S > $R/ncu_all_kernels_slashdot.csv 2> $R/ncu_all_kernels_slashdot.err
echo "slashdot rc=$? at $(($(date +%s) - call_start)) s"; pack
