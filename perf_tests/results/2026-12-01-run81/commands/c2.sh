# Run 81 call 2: the staged kernel with 8 entries a thread (chunk 1024; .device/r81e, /tmp/r81_e8.diff on 0e025b1)
# against 4 (.device/r80g, 873341a's tree: the kernel is the same as 0e025b1's), alternating binaries.
# c1's ncu: 385 M warp instructions for 192 M entry-vector products on web-NotreDame x16 at K = 8 (issue slots
# 66% busy, 50% occupancy, DRAM 32%): the per-vector segmented scan and row-sum stores, once per 4 entries, weigh
# as much as the products. E = 8 halves them. Run 41 chose E = 4 on the slot kernel that run 72 replaced.
# Fit: soc-Epinions1 x47, circuit204 x4080 (run 65's fit pair); score: web-NotreDame x16, rajat01 x555,
# Chem97Zt x387. Predicted: 0.85-0.95 of the time at K = 8 and 16 on rows of 10+ (web-NotreDame, Chem97Zt),
# 1.0-1.1 on circuit204 (rows of at most 18: a thread's 8 entries cross rows anyway).
# Then ncu's duration of every kernel of one K = 8 apply on web-NotreDame (how much is the zero fill of Y).
tar -xJf .device/r80g.tar.xz -C .device; tar -xJf .device/r81e.tar.xz -C .device
BUILD_DIR=.device/r81e CALL=c2 LIMIT_S=470 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r80g/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $NEW $OLD; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
F="--matrix $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=60
for K in 8 16 4; do
  B=$NEW bench f${K}_new $F --vectors $K $A
  B=$OLD bench f${K}_old $F --vectors $K $A
  B=$NEW bench s${K}_new $S --vectors $K $A
  B=$OLD bench s${K}_old $S --vectors $K $A
done
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 90 $NCU --clock-control none --kernel-name-base demangled --kernel-name "regex:kspmv|Kokkos" --launch-skip 0 \
  --launch-count 400 --metrics gpu__time_duration.sum --csv $OLD --matrix $M/web-NotreDame.mtx.gz@16 \
  --vectors 8 --algorithms automatic --no-cusparse --reps 2 --warmup 1 > $R/ncu_durations.csv 2> $R/ncu_durations.err
pack
