# Run 87 call n6: mode T in the latency regime where 28263f0's picks moved (capped csr_vector lanes; the L2 COO
# clause on web-NotreDame), against r87a (d1fe2da's latency rule) run alternately in the same call, two passes.
# Predicted: the moved picks' transposed applies within ±10% of the old picks' (the scatter reads the same rows).
tar -xJf .device/r87a.tar.xz -C .device
tar -xJf .device/r87d.tar.xz -C .device
BUILD_DIR=.device/r87d CALL=n6 LIMIT_S=200 source perf_tests/tools/device_call.sh
OLD=.device/r87a/perf_tests/kspmv-bench
md5sum $B $OLD > $R/binaries.md5
export BENCH_MAX_S=40
for p in 1 2; do
  for half in score fit; do
    bench latT_${half}_new_$p --small-suite $half $M --algorithms csr_scalar,automatic --mode T
    B=$OLD bench latT_${half}_old_$p --small-suite $half $M --algorithms csr_scalar,automatic --mode T
  done
done
pack
