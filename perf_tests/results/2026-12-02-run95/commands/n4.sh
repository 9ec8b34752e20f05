# Run 95 call n4 (fresh machine): as n3, with the experiment as n3 should have had it. n3's switch changed
# nothing: kernels see rank-2 views as LayoutStride (one instantiation for both layouts), so its
# compile-time LayoutRight test never held. Here the padded gathers (ELL, SELL-P) launch a TileLoads
# instantiation when x's rows hold whole 16-byte aligned tiles (rows_hold_whole_tiles: the handle's
# row-major copy), kspmv-bench-tiles (the rank-2 double/int handle core with -DKSPMV_EXP_TILE_LOADS).
# Predicted: ELL / SELL-P over the copy 0.75-0.85x their time at K = 4 and 8 on the FE files; as given 1.00.
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n4 LIMIT_S=570 source perf_tests/tools/device_call.sh
BASE=$B; VAR=$BIN/perf_tests/kspmv-bench-tiles
md5sum $BASE $VAR > $R/binaries.md5
FE="$M/wave.mtx.gz@12 $M/bcsstk29.mtx.gz@auto $M/cage11.mtx.gz@auto $M/bcsstk16.mtx.gz@auto $M/bcsstk33.mtx.gz@auto"
export BENCH_MAX_S=100
for pass in 1 2; do
  for k in 4 8; do
    B=$BASE bench base_fe_k${k}_$pass --matrix $FE --vectors $k --algorithms ell,sellp --row-major-x always --no-cusparse --reps 20
    B=$VAR bench tiles_fe_k${k}_$pass --matrix $FE --vectors $k --algorithms ell,sellp --row-major-x always --no-cusparse --reps 20
  done
done
B=$VAR bench tiles_fe_given_k4 --matrix $FE --vectors 4 --algorithms ell,sellp --row-major-x never --no-cusparse --reps 20
B=$VAR bench tiles_fe_k16 --matrix $FE --vectors 16 --algorithms ell,sellp --row-major-x always --no-cusparse --reps 20
B=$BASE bench base_fe_k16 --matrix $FE --vectors 16 --algorithms ell,sellp --row-major-x always --no-cusparse --reps 20
pack
