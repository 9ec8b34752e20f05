# Run 97 call n1 (fresh machine): the staged kernel's ordered build (rows in order and narrow, 10 teams a
# multiprocessor) with VB = 4 vectors a block instead of 3. Binaries built on the development machine:
# base = run 96's kspmv-bench (c2d31b7's kernels), v3 = this tree with staged_products_ordered_vector_block = 3
# (the same kernels, a check of the refactor), v4 = VB 4 at 10 teams (48 registers, no spill), v4t9 = VB 4
# at 9 teams (56), v4t8 = VB 4 at 8 teams (64); only the rank-2 double/int handle-core object differs
# (perf_tests/tools/local_variant.sh). new = the whole tree built with VB 4 at 10 teams (bin/, with the tests).
# Fit files (staged forced): circuit204 x4080, bcsstk33 x41; held-out files automatic stages on rows in order:
# web-NotreDame x16, rajat01 x555, Chem97Zt x387 - all five run with staged forced in one bench.
# Predicted: v3 = base within 1%; v4 0.93-0.97 of base at K = 4 (one block instead of 3 + 1) and 8,
# 0.95-1.0 at K = 16; v4t9 / v4t8 between v4 and base; new = v4.
# Then the new tree: test_errors_and_handle, the held-out score suite at K = 4 and 8 against cuSPARSE's best SpMM.
tar -xJf .device/b97.tar.xz -C /tmp && BUILD_DIR=/tmp/bin CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum /tmp/b97/* $BIN/*/* > $R/binaries.md5
F="--matrix $M/circuit204.mtx.gz@4080 $M/bcsstk33.mtx.gz@41 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse --reps 15"
export BENCH_MAX_S=50
for K in 4 8; do
  for v in base v3 v4 v4t9 v4t8 new; do B=/tmp/b97/$v bench k${K}_${v}_1 $F --vectors $K $C; done
  for v in new v4t8 v4t9 v4 base; do B=/tmp/b97/$v bench k${K}_${v}_2 $F --vectors $K $C; done
done
runtest test_errors_and_handle
export BENCH_MAX_S=110
for K in 4 8; do bench score_k$K --real-suite score $M --vectors $K --algorithms automatic --reps 20; done
pack
