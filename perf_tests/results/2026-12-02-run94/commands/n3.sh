# Run 94 call n3 (fresh machine): where automatic's setup goes. Binaries as n2 (.device/bin at 2b6dc8d,
# .device/bin93 at b3443d4). ncu's duration of every kernel of one automatic setup on 4elt x262, cti x249 and
# bcsstk29 x39 (mode N; automatic's setup there 9-13 ms against ELL's own 3-5 ms in n2); then mode N and mode T
# setups of the same handle, old and new binary, one matrix a process (n2's mode T setups did not move).
# Predicted: the statistics passes (the sort of the row lengths, the diagonal counts, the block-size passes)
# hold most of the 4-9 ms; mode T's setup drops by the counting pass as mode N's did.
tar -xJf .device/bin.tar.xz -C .device && tar -xJf .device/bin93.tar.xz -C /tmp && BUILD_DIR=.device/bin CALL=n3 LIMIT_S=400 source perf_tests/tools/device_call.sh
OLD=/tmp/bin/perf_tests/kspmv-bench
NEW=$B
for f in 4elt cti bcsstk29; do
  timeout 100 ncu --metrics gpu__time_duration.sum --csv --log-file $R/ncu_$f.csv $NEW --matrix $M/$f.mtx.gz@auto --algorithms automatic --no-cusparse --reps 2 --warmup 1 > $R/ncu_$f.out 2>&1
  gzip -f $R/ncu_$f.csv
  pack
done
for f in cage10 bcsstk29; do
  for mode in N T; do
    B=$OLD; bench old_${mode}_$f --matrix $M/$f.mtx.gz@auto --mode $mode --algorithms automatic --no-cusparse --reps 10
    B=$NEW; bench new_${mode}_$f --matrix $M/$f.mtx.gz@auto --mode $mode --algorithms automatic --no-cusparse --reps 10
  done
done
pack
