# Run 79 call 4: why the spread kernel of c2 (one 128-byte line per Q lanes instead of one a lane) did not beat
# the warp-a-row kernel on long rows: ncu's full set on one launch of each, bundle1 x30, K = 8, csr_vector
# through the row-major copy of X. OLD = c95a8e8 (.device/r78b), V1 = c2's NEW (.device/r79s), V2 = c3's (.device/r79v).
# Predicted: OLD limited by its resident warps (registers) and long-scoreboard stalls on X, not by L1.
for t in r78b r79s r79v; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79s CALL=c4 LIMIT_S=300 source perf_tests/tools/device_call.sh
for v in r78b r79s r79v; do
  timeout 80 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsrVector" --launch-skip 2 \
    --launch-count 1 --set full -o /tmp/full_$v -f .device/$v/perf_tests/kspmv-bench --matrix $M/bundle1.mtx.gz@30 \
    --vectors 8 --algorithms csr_vector --no-cusparse --row-major-x always --reps 2 --warmup 2 > $R/ncu_full_$v.log 2>&1
  ncu -i /tmp/full_$v.ncu-rep --page details > $R/ncu_full_$v.txt 2>&1
  ncu -i /tmp/full_$v.ncu-rep --page raw --csv > $R/ncu_full_$v.csv 2>&1
done
pack
