# Run 82 call 4. (a) VB = 4 (staged_products_vector_block, a local variant of 30c0472's bench, diffs/r82_vb4.diff)
# against 3 on the whole fit suite with staged products forced, and on the score's staged matrices (automatic),
# K = 8 and 4: run 73 measured VB = 4 on five matrices only (0.92-0.95 on four, 1.03-1.06 on soc-Epinions1).
# Predicted: fit gm 1.00-1.05 (the permuted ones lose, as with fewer registers in c3), score 0.92-0.96.
# (b) 30c0472's record against cuSPARSE and Kokkos Kernels: held out rank 1 N and T, K = 8, the large suite N.
# Predicted: as run 80 (N gm 1.010, T 1.055, K = 8 1.820).
tar -xJf .device/r82c.tar.xz -C .device; tar -xJf .device/r82w.tar.xz -C .device
BUILD_DIR=.device/r82c CALL=c4 LIMIT_S=540 source perf_tests/tools/device_call.sh
VB4=.device/r82w/variants/vb4/kspmv-bench; BASE=$B
md5sum $B $VB4 > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $B $VB4; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto --algorithms automatic --no-cusparse"
export BENCH_MAX_S=60
for K in 8 4; do
  B=$BASE bench fit${K}_base --real-suite fit $M --vectors $K $C
  B=$VB4 bench fit${K}_vb4 --real-suite fit $M --vectors $K $C
  B=$BASE bench s${K}_base $S --vectors $K
  B=$VB4 bench s${K}_vb4 $S --vectors $K
done
B=$BASE
BENCH_MAX_S=80 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=80 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=120 bench score8 --real-suite score $M --vectors 8 --algorithms automatic
BENCH_MAX_S=70 bench large_n --suite large --algorithms automatic
pack
