# Run 80 call 7: warp-rows handles serving K > 8 as batches of 8 vectors with X as given (/tmp/r80_split.diff on
# f5444ed, an experiment build: KSPMV_WARP_ROWS_SPLIT=1 has csr_load_balance's warp rows take every apply, 8
# columns of X and Y at a time through the walking kernel, and the handle skip its row-major copy for them).
# c6: at K = 16 the merge walk took 0.774 / 0.768 / 0.804 ms on mbeacxc, beaflw, bundle1, c4's K = 8 0.289 /
# 0.296 / 0.280. Predicted: K = 16 0.58-0.60 ms (0.75x the walk; cuSPARSE's best 0.65-0.70), K = 32 ~0.75x.
tar -xJf .device/r80f.tar.xz -C .device
BUILD_DIR=.device/r80f CALL=c7 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=40
for K in 16 32 12; do
  bench k${K}_walk $X --vectors $K $A
  (export KSPMV_WARP_ROWS_SPLIT=1; bench k${K}_split $X --vectors $K $A)
done
(export KSPMV_WARP_ROWS_SPLIT=1; bench k8_split $X --vectors 8 $A)
bench k8_commit $X --vectors 8 $A
(export KSPMV_WARP_ROWS_SPLIT=1; bench k16_split_cus $X --vectors 16 --algorithms automatic)
(export KSPMV_WARP_ROWS_SPLIT=1; BENCH_MAX_S=60 bench k32_split_cus $X --vectors 32 --algorithms automatic)
pack
