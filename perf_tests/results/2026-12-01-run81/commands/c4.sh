# Run 81 call 4: the staged kernel with its block's gathers first and X addressed by a pointer a vector
# (.device/r81g, /tmp/r81_gather.diff on 0e025b1) against 0e025b1's kernel (.device/r80g), alternating binaries.
# c3's ncu on web-NotreDame x16, K = 8: 64 warp instructions a product, ~8 of them at()'s 64-bit index products
# (IMAD, LEA, LDC of the strides), and a quarter of the stall samples on each vector's first product (its loads
# issued just before). Fit: soc-Epinions1 x47, circuit204 x4080; score: web-NotreDame x16, rajat01 x555,
# Chem97Zt x387. Predicted: 0.85-0.92 of the time at K = 8 and 16 where no spills (registers <= 64).
tar -xJf .device/r80g.tar.xz -C .device; tar -xJf .device/r81g.tar.xz -C .device
BUILD_DIR=.device/r81g CALL=c4 LIMIT_S=470 source perf_tests/tools/device_call.sh
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
pack
