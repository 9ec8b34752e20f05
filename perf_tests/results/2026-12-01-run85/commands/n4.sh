# Run 85 call n4: is occupancy why the one-launch COO kernel lost? The n3 tree with the one-launch kernel's launch
# bounds at 6 blocks of 256 threads a SM (ptxas then caps it near 40 registers; .device/r85d: kspmv-bench, not
# committed; the change is in COMMANDS.md), against 9518628's bench (r85a).
# Predicted: if occupancy is the cause, at 20M+ the one-launch COO within 0.95-1.05 of the atomic kernel (n3:
# 1.29-1.78); if spills or the extra work per flush are, still above 1.2.
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r85d.tar.xz -C .device
BUILD_DIR=.device/r85d CALL=n4 LIMIT_S=300 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD > $R/binaries.md5
BENCH_MAX_S=40 bench big_score_new --real-suite score $M --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=40 B=$OLD bench big_score_old --real-suite score $M --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=30 bench big_large_new --suite large --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=30 B=$OLD bench big_large_old --suite large --algorithms coo_load_balance --no-cusparse
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do BENCH_MAX_S=30 bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
pack
