# Run 80 call 2: csr_vector_tiles' strided warps, second build (/tmp/r80_strided.diff on efd614f: efd614f's
# kernel untouched for one item a warp; KSPMV_STRIDE_WIDE=F / KSPMV_STRIDE_NARROW=F launch min(rows, resident
# warps x F/4) warps when one tile covers K, each walking rows w, w + warps, ... with the next row's bounds loaded
# ahead (run 79 c10's kernel, narrow tile too); KSPMV_PREFETCH_FIRST also loads the next row's first entry a
# lane before the reduce-scatter). OLD = run 79's r79g bench (24bf565's kernel), alternating.
# c1's first build put every item through one loop and lost 1.5x at one item a warp: not kept.
# Predicted: base = OLD (0.338/0.333/0.345 ms at K = 8); F = 8 0.86-0.98 of it (c10); prefetch 0.90-0.95 more.
for t in r79g r80b; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r80b CALL=c2 LIMIT_S=400 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r79g/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump) --dump-resource-usage $NEW 2>/dev/null | grep -A1 CsrVectorTiles > $R/resources.txt
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=30
for K in 8 4; do
  E=$([ $K = 8 ] && echo KSPMV_STRIDE_WIDE || echo KSPMV_STRIDE_NARROW)
  B=$OLD bench k${K}_old $X --vectors $K $A
  B=$NEW bench k${K}_base $X --vectors $K $A
  for f in 8 16 32 64; do (export $E=$f; bench k${K}_s$f $X --vectors $K $A); done
  for f in 8 16 32; do (export KSPMV_PREFETCH_FIRST=1 $E=$f; bench k${K}_s${f}p $X --vectors $K $A); done
  B=$NEW bench k${K}_base2 $X --vectors $K $A
  B=$OLD bench k${K}_old2 $X --vectors $K $A
  B=$NEW bench k${K}_cus $X --vectors $K --algorithms automatic
done
pack
