# call 5: ncu of base, vB (+XColumn) and new (D) CSRI at K = 8 and rank 1
rm -rf /tmp/base; cp -r . /tmp/base && cp -r .device/base/src/. /tmp/base/src/ && rm /tmp/base/src/spmv/arch/x_column.hpp
rm -rf /tmp/vB; cp -r . /tmp/vB && cp -r .device/vB/src/. /tmp/vB/src/
[ -x /tmp/b_base/perf_tests/kspmv-bench ] || bash .device/dev_build.sh /tmp/base /tmp/b_base kspmv-bench > /tmp/b1.out 2>&1
(bash .device/dev_build.sh /tmp/vB /tmp/b_vB kspmv-bench > /tmp/b2.out 2>&1) &
(bash .device/dev_build.sh . /tmp/b_new kspmv-bench > /tmp/b3.out 2>&1) &
wait; cat /tmp/b?.out
export PATH=/usr/local/cuda/bin:$PATH
NCU="ncu --clock-control none --kernel-name-base demangled --kernel-name regex:CsriChunks --launch-count 1 --csv --page raw --metrics gpu__time_duration.sum,smsp__inst_executed.sum,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warp_latency_per_inst_issued.ratio,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"
M=.device/m
mkdir -p $OUT/ncu; BINS=${BINS:-base vB new}
for mat in web-NotreDame.mtx.gz@16 rajat01.mtx.gz@auto; do for K in 8 1; do for b in $BINS; do
  [ $K = 1 ] && [ $b = vB ] && continue
  V=""; [ $K = 8 ] && V="--vectors 8"
  $NCU /tmp/b_$b/perf_tests/kspmv-bench --matrix $M/$mat $V --algorithms csr_load_balance --merge-walk no --no-cusparse --reps 1 --warmup 0 \
    > $OUT/ncu/${b}_${mat%%.*}_K$K.csv 2>$OUT/ncu/${b}_${mat%%.*}_K$K.err
  echo "$b $mat K=$K rc=$?"
done; done; done
tar -czf $OUT/ncu.tar.gz -C $OUT ncu && rm -rf $OUT/ncu
