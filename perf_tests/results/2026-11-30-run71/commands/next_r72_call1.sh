# Run 72 call 1, prepared in run 71 (one H200, ~250 s): hardware counters of the four K = 8 losers' kernels at
# 4c9b708 (c4's binaries, .device/c12bin.tar.xz, md5 in ../c4/binaries.md5; carry .device/m, the tarball, this
# script), to place the time the experiments of runs 67-71 could not cut: the staged kernel on web-NotreDame x16,
# Chem97Zt x387, rajat01 x555 (and circuit204 x4080, which it serves well), the merge-path walk on bundle1 x30.
# Expected (not a prediction of speed: nothing changes): staged, shared-memory wavefronts of the row sums 1.5-2x
# their conflict-free count (l1tex__data_bank_conflicts against the loads), 25-35% of warp stalls at the barrier,
# DRAM throughput 30-45% of peak; walk on bundle1, L2 sector traffic near the L2's bandwidth (run 64: 2.9 GB of
# sectors at K = 4) and DRAM below 40%. If the staged kernel's shared loads are not its first stall, the row sums'
# cost is in y's stores and the carries: look at SourceCounters' top stall lines.
tar -xJf .device/c12bin.tar.xz -C .device
BUILD_DIR=.device/c12bin CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
MET=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors.sum,lts__t_sector_hit_rate.pct,l1tex__t_sector_hit_rate.pct,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem
prof() {  # prof NAME KERNEL_REGEX BENCH_ARGS...: one launch after three, counters and sections, into $R/ncu_NAME.txt
  local name=$1 re=$2 left
  shift 2
  left=$((call_deadline - 10 - $(date +%s)))
  [ "$left" -le 30 ] && { echo "ncu $name skipped (no time)" | tee -a "$R/skipped.txt"; return; }
  timeout $((left < 150 ? left : 150)) ncu --clock-control none --kernel-name-base demangled \
    --kernel-name "regex:$re" --launch-skip 3 --launch-count 1 --metrics $MET \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section SourceCounters \
    $B "$@" --reps 2 --warmup 2 --no-cusparse > $R/ncu_$name.txt 2>&1
  echo "ncu $name rc=$? at $(($(date +%s) - call_start)) s"
  pack
}
S="--vectors 8 --algorithms csr_load_balance --staged-products yes"
prof staged_web-NotreDame StagedProducts --matrix $M/web-NotreDame.mtx.gz@16 $S
prof staged_Chem97Zt StagedProducts --matrix $M/Chem97Zt.mtx.gz@387 $S
prof staged_rajat01 StagedProducts --matrix $M/rajat01.mtx.gz@555 $S
prof staged_circuit204 StagedProducts --matrix $M/circuit204.mtx.gz@4080 $S
prof walk_bundle1 MergeWalk --matrix $M/bundle1.mtx.gz@30 --vectors 8 --algorithms csr_load_balance --merge-walk yes
bench k8_five --matrix $M/web-NotreDame.mtx.gz@16 $M/Chem97Zt.mtx.gz@387 $M/rajat01.mtx.gz@555 \
  $M/circuit204.mtx.gz@4080 $M/bundle1.mtx.gz@30 --vectors 8 --algorithms automatic
pack; ls -la $OUT
