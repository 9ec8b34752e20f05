# Run 84 call n4: n2 and n3 found whole processes slow (every small file 7-8.5 us a call where other processes of
# the same binary took 5-5.5, cuSPARSE less affected), so cross-process A/Bs of the latency regime mislead.
# (a) The new binary with every latency candidate forced beside automatic, mode N, both halves, two passes: the
#     rule's pick against the others in one process. Predicted: automatic 0.88 of cuSPARSE on the score half (n0's
#     forced times under the new rule), 0.92-0.94 on the fit half.
# (b) The cross-process A/B again with the host thread pinned to one core (taskset -c 3), score half, three passes
#     alternating: if pinning removes the slow processes, unchanged picks read 1.00 new/old.
tar -xJf .device/r84s.tar.xz -C .device; tar -xJf .device/r84o.tar.xz -C .device
BUILD_DIR=.device/r84s CALL=n4 LIMIT_S=300 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r84o/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
printf '#!/bin/sh\nexec taskset -c 3 %s "$@"\n' "$PWD/$NEW" > /tmp/new_pinned; printf '#!/bin/sh\nexec taskset -c 3 %s "$@"\n' "$PWD/$OLD" > /tmp/old_pinned
chmod +x /tmp/new_pinned /tmp/old_pinned
export BENCH_MAX_S=30
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do
    B=$NEW bench forced_${half}_N_$p --small-suite $half $M --algorithms $F
  done
done
for p in 1 2 3; do
  B=/tmp/new_pinned bench pinned_score_N_new_$p --small-suite score $M --algorithms automatic
  B=/tmp/old_pinned bench pinned_score_N_old_$p --small-suite score $M --algorithms automatic
done
pack
