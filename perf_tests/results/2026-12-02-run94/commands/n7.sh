# Run 94 call n7 (fresh machine): why automatic's setup on stencil27:100 rose 16-18 -> 19-20 ms in n6 while
# DIA's own did not: ncu's kernel durations of one automatic setup, run 93's binary (.device/bin93) and n4's
# (.device/bin: the same diagonal count as e3a9925).
# Predicted: diagonal_counts slower in the new binary (its 18 far diagonals overflow the threads' lists, now
# on fewer threads).
tar -xJf .device/bin.tar.xz -C .device && tar -xJf .device/bin93.tar.xz -C /tmp && BUILD_DIR=.device/bin CALL=n7 LIMIT_S=150 source perf_tests/tools/device_call.sh
for b in old new; do
  [ $b = old ] && X=/tmp/bin/perf_tests/kspmv-bench || X=$B
  timeout 60 ncu --metrics gpu__time_duration.sum --csv --log-file $R/ncu_st27_$b.csv $X --case stencil27:100 --algorithms automatic --no-cusparse --reps 2 --warmup 1 > $R/ncu_st27_$b.out 2>&1
  gzip -f $R/ncu_st27_$b.csv
  pack
done
