# Run 80 call 6: warp rows at K = 16 (/tmp/r80_walk_tiles.diff on f5444ed, an experiment build:
# KSPMV_WARP_ROWS_MAX=16 lets csr_load_balance's warp rows serve applies of up to 16 vectors, which the handle
# passes through its row-major copy of X (16-byte tile loads); KSPMV_WALK_TILES=1 has the walkers take a row's
# tiles one after another (the row's entries from L1 the second time) where without it a warp takes one
# (row, tile) item). Unset: the merge-path walk, as the commit.
# Predicted: one item a warp 1.1-1.25x the walk (run 78: 1.25x before the walkers); walking tiles 0.85-1.0x.
tar -xJf .device/r80e.tar.xz -C .device
BUILD_DIR=.device/r80e CALL=c6 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=40
for K in 16 32; do
  bench k${K}_walk $X --vectors $K $A
  (export KSPMV_WARP_ROWS_MAX=$K; bench k${K}_items $X --vectors $K $A)
  (export KSPMV_WARP_ROWS_MAX=$K KSPMV_WALK_TILES=1; bench k${K}_walktiles $X --vectors $K $A)
  bench k${K}_walk2 $X --vectors $K $A
done
(export KSPMV_WARP_ROWS_MAX=16 KSPMV_WALK_TILES=1; bench k16_walktiles_cus $X --vectors 16 --algorithms automatic)
pack
