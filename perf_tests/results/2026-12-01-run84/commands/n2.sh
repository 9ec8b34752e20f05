# Run 84 call n2: the record with branch next/latency-rule's kspmv-bench (.device/r84s): held out rank 1 N and T, the
# large suite N, held out K = 4, 8, 16, 32 against cuSPARSE's best SpMM. Predicted (the latency rule never reaches
# matrices of 20M entries; doubles' rank-2 paths unchanged at K >= 3 but for the folded compare): run 83's numbers
# within a machine's 1-2%: N 1.008, T 1.058, large 1.285, K = 4 1.50, K = 8 1.92, K = 16 1.95, K = 32 1.95.
# (b) The latency rule: automatic on both halves of the unreplicated files, new against main 2747589 (.device/r84o),
#     modes N and T, alternating. Predicted from n0's forced times: score half N 0.80 -> 0.88 of cuSPARSE's best (gm),
#     fit half 0.92 -> 0.94; T not measured before.
tar -xJf .device/r84s.tar.xz -C .device; tar -xJf .device/r84o.tar.xz -C .device
BUILD_DIR=.device/r84s CALL=n2 LIMIT_S=585 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r84o/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
export BENCH_MAX_S=30
for p in 1 2; do
  for mode in N T; do
    for half in score fit; do
      B=$NEW bench lat_${half}_${mode}_new_$p --small-suite $half $M --algorithms automatic --mode $mode
      B=$OLD bench lat_${half}_${mode}_old_$p --small-suite $half $M --algorithms automatic --mode $mode
    done
  done
done
B=$NEW
BENCH_MAX_S=40 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=40 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=40 bench large_n --suite large --algorithms automatic
BENCH_MAX_S=60 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
BENCH_MAX_S=80 bench score8 --real-suite score $M --vectors 8 --algorithms automatic
BENCH_MAX_S=110 bench score16 --real-suite score $M --vectors 16 --algorithms automatic
BENCH_MAX_S=180 bench score32 --real-suite score $M --vectors 32 --algorithms automatic
pack
