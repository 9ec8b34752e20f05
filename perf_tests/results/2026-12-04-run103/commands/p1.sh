# Prepared in run 102 for the next session (its n6 was refused: no device time left). Binaries: `head` = a
# dev_build.sh build at 0ecc4a0 or later with kspmv-bench and the nine one-GPU test programs (BUILD_DIR layout);
# `stepped` = head relinked by local_variant.sh with a no-op define; `srow` = the same with
# diffs/prepared_stepped_ell_scalar.diff applied and -DKSPMV_EXP_STEPPED_ROWPTR (ELL / SELL-P's row pointer
# through the stepped, opaque pointer: n5 had 0.974-0.993 at K = 4 on the ELL picks in one pass). The stepped
# DIA gather's owed CUDA tests (complex, int offsets and the whole double program), the stencils at K = 32.
# Run 102 left these binaries, built at a5da17e (library as 0ecc4a0), in .device/b103.tar.xz (md5s in
# .device/b103.md5) on its development machine; rebuild them where that is gone. `walk4` / `walk16` = head
# relinked with diffs/prepared_dia_walk.diff (VARIANT_PATCH) and -DKSPMV_EXP_DIA_WALK=4 / 16: a block of 128
# threads walks 4 / 16 runs of 128 consecutive rows (README §6: X's rows ±160 away from its own SM's L1).
# .device/m was cut to the 14 files below (the others in /work/dev_stash/m_rest) for the 64 MiB cap.
mkdir -p /tmp/b103 && tar -xJf .device/b103.tar.xz -C /tmp/b103 || exit 1
BUILD_DIR=/tmp/b103/head CALL=p1 LIMIT_S=540 source perf_tests/tools/device_call.sh
md5sum /tmp/b103/*/kspmv-bench /tmp/b103/head/perf_tests/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b103/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
FIT="--matrix $M/soc-Epinions1.mtx.gz@47 $M/astro-ph.mtx.gz@99p $M/ca-CondMat.mtx.gz@128 $M/PGPgiantcompo.mtx.gz@494p $M/bcsstk33.mtx.gz@41 $M/cage11.mtx.gz@43p $M/wing.mtx.gz@99 $M/usroads-48.mtx.gz@74p $M/circuit204.mtx.gz@4080"
E="--matrix $M/bcsstk29.mtx.gz@39 $M/bcsstk16.mtx.gz@83 $M/delaunay_n16.mtx.gz@61p $M/rgg_n_2_15_s0.mtx.gz@75p $M/luxembourg_osm.mtx.gz@100p --case block4:1048576:4 --case random:2097152:16"
for K in 4 8; do
  for set in FIT E; do
    A="${!set} --algorithms automatic --no-cusparse --reps 20 --vectors $K"
    run stepped ${set}${K}_1 $A; run srow ${set}${K}_1 $A; run srow ${set}${K}_2 $A; run stepped ${set}${K}_2 $A
  done
done
S="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20 --vectors 8"
run stepped w8_1 $S; run walk4 w8_1 $S; run walk16 w8_1 $S; run walk16 w8_2 $S; run walk4 w8_2 $S; run stepped w8_2 $S
B=$BIN/perf_tests/kspmv-bench BENCH_MAX_S=60 bench stencils_k32 --case stencil7:160 --case stencil27:100 --case stencil5:4096 --vectors 32 --reps 20 --algorithms automatic --variant-budget-ms 4000
runtest test_spmv_double
runtest test_spmv_complex --gtest_filter='*dia*:*automatic*'
runtest test_spmv_double_int_offsets --gtest_filter='*dia*:*automatic*'
pack
