# Run 81 call 7: the staged kernel with one barrier a block of vectors (.device/r81b: 0e025b1 + the working tree,
# /tmp/r81_main_wip.diff: each warp finishes the rows its lanes close, adding the earlier warps' tails itself;
# tails in two halves by block parity) against 0e025b1's three barriers a block (.device/r80g), alternating.
# c3: 16% of the stall samples sat right after the three barriers (one thread a vector walks the warps' tails
# between the first two while the rest wait). Predicted: 0.90-0.95 of the time at K = 8 and 16, as close at K = 4.
tar -xJf .device/r80g.tar.xz -C .device; tar -xJf .device/r81b.tar.xz -C .device
BUILD_DIR=.device/r81b CALL=c7 LIMIT_S=470 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r80g/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $NEW $OLD; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
F="--matrix $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto"
A="--algorithms automatic --no-cusparse"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"  # circuit204: automatic takes csr_scalar
export BENCH_MAX_S=60
for K in 8 16 4; do
  B=$NEW bench f${K}_new $F --vectors $K $A
  B=$OLD bench f${K}_old $F --vectors $K $A
  B=$NEW bench s${K}_new $S --vectors $K $A
  B=$OLD bench s${K}_old $S --vectors $K $A
  B=$NEW bench c${K}_new --matrix $M/circuit204.mtx.gz@4080 --vectors $K $C
  B=$OLD bench c${K}_old --matrix $M/circuit204.mtx.gz@4080 --vectors $K $C
done
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for b in new old; do
  [ $b = new ] && BB=$NEW || BB=$OLD
  timeout 60 $NCU --clock-control none --kernel-name-base demangled --kernel-name "regex:StagedProducts" --launch-skip 2 \
    --launch-count 1 --metrics smsp__inst_executed.sum,gpu__time_duration.sum,smsp__cycles_active.avg --csv $BB \
    --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms automatic --no-cusparse --reps 2 --warmup 2 > $R/ncu_$b.csv 2>&1
done
pack
