# Run 70 call 1 (prepared in run 69; one H200, fresh; ~480 s): CSRI with a block of vectors a warp
# (../diffs/r69_csri_vector_blocks.diff: src/spmv/arch/csri_vector_block.hpp) in place of the staged kernel,
# against the staged kernel, same process. Binaries from next_r70_prebuild.sh, carried as .device/c6bin.tar.xz
# with .device/m and this script: kspmv-bench = 3 vectors a warp (nv3), -staged = d15968b (its kernels), -nv2, -nv4; -nv3w: nv3
# also in place of the merge-path walk and rank-2 CSRI (every rank-2 op = A of csr_load_balance).
# Predicted, time / staged: web-NotreDame, Chem97Zt 0.85-1.05 at K = 8 (no block barrier, no row-sum imbalance;
# A read once per block of vectors instead of once per launch), circuit204, rajat01 and the census graphs
# 0.95-1.10 (short rows: the staged kernel's row sums are already balanced there); nv4 below nv3 at K = 8 and 16
# by 0.97-1.00, nv2 above by 1.00-1.08. ptxas: 101 / 124 / 122 registers at 2 / 3 / 4 vectors, no spills, 2
# blocks of 256 a multiprocessor. nv3w / nv3, automatic on the score set: bundle1 and soc-Slashdot0902 (merge-path
# walk through the row-major copy of X today) 0.80-1.10 (one sector a block of 3 vectors from the copy; no walker
# imbalance), the matrices automatic gives other algorithms 1.00. The bench checks every timed result (rel.err).
tar -xJf .device/c6bin.tar.xz -C .device
BUILD_DIR=.device/c6bin CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
declare -A BINS=([nv3]=$P/kspmv-bench [staged]=$P/kspmv-bench-staged [nv2]=$P/kspmv-bench-nv2 [nv4]=$P/kspmv-bench-nv4
  [nv3w]=$P/kspmv-bench-nv3w)
for k in 8 4 16; do
  for v in staged nv3 nv2 nv4; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in staged nv3; do B=${BINS[$v]} bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
for v in staged nv4; do B=${BINS[$v]} bench k32_$v --matrix $L --vectors 32 $SP; done
runtest test_errors_and_handle
TAG=_lb runtest test_spmv_double --gtest_filter='*load_balance*'
for k in 8 4; do
  for v in nv3 nv3w; do B=${BINS[$v]} bench walk_k${k}_$v --real-suite score $M --vectors $k --algorithms automatic \
    --no-cusparse; done
done
bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
pack; ls -la $OUT
