# Run 86 call n7: the latency rule's scalar clause (short, even rows: a thread per row) only above 1 wave of
# csr_vector's lanes, at rank 1 (.device/r86v: r86c's bench with the rank-1 double/int handle core recompiled
# with that rule, -DKSPMV_LSMW=1.0 in a copy of the source), against r86c alternately, both halves, two passes.
# Predicted (n5's forced times): score half 0.945 -> ~0.965 (gemat11 0.83, crack 0.89, pesa and big 0.88,
# LeGresley 0.98, cti 1.00, cs4 1.02 of the time), fit half: well1033, circuit204, cryg10000, dw4096, nopoly, 4elt
# 0.89-0.95, bfly and wing 0.97-1.0; every other pick unchanged.
tar -xJf .device/r86c.tar.xz -C .device
tar -xJf .device/r86v.tar.xz -C .device
BUILD_DIR=.device/r86c CALL=n7 LIMIT_S=200 source perf_tests/tools/device_call.sh
NEW=.device/r86v/kspmv-bench
md5sum $B $NEW > $R/binaries.md5
export BENCH_MAX_S=30
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do
    bench lat_${half}_base_$p --small-suite $half $M --algorithms $F
    B=$NEW bench lat_${half}_rule_$p --small-suite $half $M --algorithms $F
  done
done
pack
