# Run 81 call 6: the staged kernel reading X through column pointers where X's row stride is 1 (LayoutLeft and
# its column subviews: an entry's value of vector j at column j's pointer + the entry's column, no index products),
# .device/r81u (/tmp/r81_unit.diff on 0e025b1), against 0e025b1's kernel (.device/r80g), alternating binaries.
# c5: a pointer a vector with a 64-bit offset an entry compiled to the same 385 M instructions (the products
# recomputed under the 60-register bound). Here nothing is left to recompute but the column itself.
# Predicted: ~5 fewer of c3's 58 instructions a product (~330 M), 0.93-0.97 of the time at K = 8 and 16.
tar -xJf .device/r80g.tar.xz -C .device; tar -xJf .device/r81u.tar.xz -C .device
BUILD_DIR=.device/r81u CALL=c6 LIMIT_S=470 source perf_tests/tools/device_call.sh
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
