# Run 91 call n5 (fresh machine, the session's last device seconds): why the padded kernels do not turn
# fewer bytes into time on FE files. 96b4216 built here; cuobjdump's register counts of every
# PaddedSlotsKernel; Nsight Compute (if this machine's runtime lets it read counters) on ELL with values
# as given (16-bit deltas), ELL single with 32-bit columns and ELL single with deltas, bcsstk29 x39.
BUILD_DIR=/tmp/bh CALL=n5 LIMIT_S=245 source perf_tests/tools/device_call.sh kspmv-bench
cuobjdump -res-usage $B 2> $R/res_usage.err | grep -A1 "PaddedSlotsKernel" > $R/res_usage_padded.txt
echo "cuobjdump rc=$? $(wc -l < $R/res_usage_padded.txt) lines"; pack
F="$M/bcsstk29.mtx.gz@auto"
left=$((call_deadline - 5 - $(date +%s)))
timeout $((left / 2)) ncu --clock-control none --kernel-name regex:PaddedSlots --launch-count 12 \
  --section LaunchStats --section Occupancy --section SpeedOfLight --section MemoryWorkloadAnalysis \
  $B --matrix $F --algorithms ell --single-values --no-cusparse --reps 3 --warmup 1 > $R/ncu_auto.txt 2> $R/ncu_auto.err
echo "ncu auto rc=$?"; pack
left=$((call_deadline - 5 - $(date +%s)))
timeout $left ncu --clock-control none --kernel-name regex:PaddedSlots --launch-count 12 \
  --section LaunchStats --section Occupancy --section SpeedOfLight --section MemoryWorkloadAnalysis \
  $B --matrix $F --algorithms ell --single-values --column-indices narrow --no-cusparse --reps 3 --warmup 1 > $R/ncu_narrow.txt 2> $R/ncu_narrow.err
echo "ncu narrow rc=$?"; pack
