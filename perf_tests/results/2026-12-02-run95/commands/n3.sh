# Run 95 call n3 (fresh machine): binaries built on the development machine at c637ebc + an experiment
# switch: kspmv-bench (main's code) and kspmv-bench-tiles, the same with the rank-2 double/int handle core
# compiled with -DKSPMV_EXP_TILE_LOADS (VectorTile::add reads a whole tile of a row-major x in 16-byte
# loads: the thread-per-row kernels ELL, SELL-P, csr_scalar, DIA over the handle's row-major copy of X).
# Predicted: over the copy, ELL / SELL-P / csr_scalar 0.75-0.85x their time at K = 4 and 8 on FE files
# (x loads halved; they bound the kernel, n2: the copy path 1.07x the as-given time now); DIA at K = 8 on
# the stencils 0.8-0.9x its copy time (still behind X as given?); X as given unchanged (1.00 +- 0.01).
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n3 LIMIT_S=570 source perf_tests/tools/device_call.sh
BASE=$B; VAR=$BIN/perf_tests/kspmv-bench-tiles
md5sum $BASE $VAR > $R/binaries.md5
FE="$M/wave.mtx.gz@12 $M/bcsstk29.mtx.gz@auto $M/cage11.mtx.gz@auto $M/bcsstk16.mtx.gz@auto $M/bcsstk33.mtx.gz@auto"
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
export BENCH_MAX_S=100
for pass in 1 2; do
  for k in 4 8; do
    B=$BASE bench base_fe_k${k}_$pass --matrix $FE --vectors $k --algorithms ell,sellp,csr_scalar --row-major-x always --no-cusparse --reps 20
    B=$VAR bench tiles_fe_k${k}_$pass --matrix $FE --vectors $k --algorithms ell,sellp,csr_scalar --row-major-x always --no-cusparse --reps 20
  done
  B=$BASE bench base_st_k8_$pass $ST --vectors 8 --algorithms dia,ell --row-major-x always --no-cusparse --reps 20
  B=$VAR bench tiles_st_k8_$pass $ST --vectors 8 --algorithms dia,ell --row-major-x always --no-cusparse --reps 20
done
B=$VAR bench tiles_fe_given_k4 --matrix $FE --vectors 4 --algorithms automatic,ell,sellp,csr_scalar --row-major-x never --no-cusparse --reps 20
B=$VAR bench tiles_st_given_k8 $ST --vectors 8 --algorithms automatic,dia,ell --row-major-x never --no-cusparse --reps 20
B=$BASE bench base_st_given_k8 $ST --vectors 8 --algorithms automatic,dia,ell --row-major-x never --no-cusparse --reps 20
pack
