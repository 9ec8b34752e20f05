# Run 84 call n3: n2's latency A/B moved unchanged picks by up to 1.3x, the new binary mostly slower, always run
# first. (a) The same A/B in the other order (old first), mode N, two passes: if the order set it, unchanged picks
# now lean the other way. (b) Mode T with the four candidates forced in one process (csr_scalar, csr_vector,
# csr_load_balance, coo_load_balance, and automatic), both halves, two passes: the old pick against the new in the
# same process. Predicted: T unchanged in gm where the pick moved (the scatter's cost follows the entries).
tar -xJf .device/r84s.tar.xz -C .device; tar -xJf .device/r84o.tar.xz -C .device
BUILD_DIR=.device/r84s CALL=n3 LIMIT_S=300 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r84o/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
export BENCH_MAX_S=30
for p in 1 2; do
  for half in score fit; do
    B=$OLD bench lat_${half}_N_old_$p --small-suite $half $M --algorithms automatic
    B=$NEW bench lat_${half}_N_new_$p --small-suite $half $M --algorithms automatic
  done
done
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do
    B=$NEW bench forced_${half}_T_$p --small-suite $half $M --algorithms $F --mode T
  done
done
pack
