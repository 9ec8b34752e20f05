# run 61 call 3 (one H200): the rank-2 tile width of the one-thread-per-row kernels (multivector_tile_bytes:
# t2 / t4 (committed) / t8 = 16 / 32 / 64 bytes) and DIA reading X through the row-major copy (dcopy; t8copy both),
# from .device/r61_variants.diff (compile-time switches, applied on the device only), each a bench relinked by
# perf_tests/tools/variant_bench.sh. Target: issue 10's stencil bars at K = 8 (>= 60% of the multivector roofline:
# stencil27:100 is at 46.9%; time per vector <= 0.4x the single-vector time). Then the fit suites at K = 8
# (automatic: any new width must hold there), then K = 4, 16, 32 on the stencils.
git apply .device/r61_variants.diff || exit 1
CALL=c3 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
source perf_tests/tools/variant_bench.sh
variant t8 -DKSPMV_MULTIVECTOR_TILE_BYTES=64 &
variant t2 -DKSPMV_MULTIVECTOR_TILE_BYTES=16 &
variant dcopy -DKSPMV_DIA_ROW_MAJOR_X &
variant t8copy -DKSPMV_DIA_ROW_MAJOR_X -DKSPMV_MULTIVECTOR_TILE_BYTES=64 &
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st_t4 $ST --vectors 8 --algorithms dia,ell,automatic
wait
md5sum $B /tmp/variant_*/kspmv-bench | tee $R/md5.txt
V=/tmp/variant_
B=${V}t8/kspmv-bench bench k8_st_t8 $ST --vectors 8 --algorithms dia,ell --no-cusparse
B=${V}t2/kspmv-bench bench k8_st_t2 $ST --vectors 8 --algorithms dia,ell --no-cusparse
B=${V}dcopy/kspmv-bench bench k8_st_dcopy $ST --vectors 8 --algorithms dia --row-major-x always --no-cusparse
B=${V}t8copy/kspmv-bench bench k8_st_t8copy $ST --vectors 8 --algorithms dia --row-major-x always --no-cusparse
for s in gfit rfit; do
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; esac
  bench k8_${s}_t4 $S --vectors 8 --algorithms automatic --no-cusparse
  B=${V}t8/kspmv-bench bench k8_${s}_t8 $S --vectors 8 --algorithms automatic --no-cusparse
  B=${V}t2/kspmv-bench bench k8_${s}_t2 $S --vectors 8 --algorithms automatic --no-cusparse
done
for K in 16 4 32; do
  bench k${K}_st_t4 $ST --vectors $K --algorithms dia --no-cusparse
  B=${V}t8/kspmv-bench bench k${K}_st_t8 $ST --vectors $K --algorithms dia --no-cusparse
  B=${V}t2/kspmv-bench bench k${K}_st_t2 $ST --vectors $K --algorithms dia --no-cusparse
done
pack; ls -la $OUT
