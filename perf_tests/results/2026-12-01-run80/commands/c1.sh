# Run 80 call 1: csr_vector_tiles with striding warps (/tmp/r80_stride.diff on efd614f, an experiment build:
# KSPMV_STRIDE_WIDE=F / KSPMV_STRIDE_NARROW=F launch min(items, resident warps x F/4) warps, each taking items
# w, w + warps, ... with the next item's bounds loaded ahead; KSPMV_PREFETCH_FIRST also loads the next item's
# first entry (column, value) a lane before the reduce-scatter; unset = one item a warp, as efd614f).
# Fit on mbeacxc, beaflw; score bundle1 x30. Predicted: F = 8 at K = 8 0.86-0.98 (run 79 c10), larger F toward 1;
# K = 4 (narrow tile, no register bound) 0.90-0.95 on bundle1; prefetch of the first entry a further 0.95.
tar -xJf .device/r80a.tar.xz -C .device
BUILD_DIR=.device/r80a CALL=c1 LIMIT_S=450 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
(command -v cuobjdump || ls /usr/local/cuda/bin/cuobjdump) > /dev/null 2>&1 && $(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump) --dump-resource-usage $B 2>/dev/null | grep -A1 CsrVectorTiles > $R/resources.txt
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
Z="--matrix $M/Chem97Zt.mtx.gz@auto $M/web-NotreDame.mtx.gz@16"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=30
bench k8_base $X --vectors 8 $A
for f in 4 8 16 32; do KSPMV_STRIDE_WIDE=$f bench k8_w$f $X --vectors 8 $A; done
for f in 8 16; do KSPMV_PREFETCH_FIRST=1 KSPMV_STRIDE_WIDE=$f bench k8_w${f}p $X --vectors 8 $A; done
bench k8_base2 $X --vectors 8 $A
bench k4_base $X --vectors 4 $A
for f in 4 8 16 32; do KSPMV_STRIDE_NARROW=$f bench k4_n$f $X --vectors 4 $A; done
for f in 8 16; do KSPMV_PREFETCH_FIRST=1 KSPMV_STRIDE_NARROW=$f bench k4_n${f}p $X --vectors 4 $A; done
bench k4_base2 $X --vectors 4 $A
# Warp rows forced where automatic does not take them (mean row 24 and 4.6 < warp_rows_min_mean 64).
bench z8_auto $Z --vectors 8 $A
bench z8_wr --warp-rows yes $Z --vectors 8 $A
KSPMV_STRIDE_WIDE=8 bench z8_wr8 --warp-rows yes $Z --vectors 8 $A
KSPMV_PREFETCH_FIRST=1 KSPMV_STRIDE_WIDE=8 bench z8_wr8p --warp-rows yes $Z --vectors 8 $A
bench z4_auto $Z --vectors 4 $A
KSPMV_STRIDE_NARROW=8 bench z4_wr8 --warp-rows yes $Z --vectors 4 $A
KSPMV_PREFETCH_FIRST=1 KSPMV_STRIDE_NARROW=8 bench z4_wr8p --warp-rows yes $Z --vectors 4 $A
pack
