# Run 86 call n3: were the direct launches' DIA / ELL rank-2 / SELL-P slower at 20M+ (n1, n2: 1.08-1.13x run 85's
# time on the stencils' DIA, 1.06-1.11 on bcsstk ELL at K = 4, 1.045 wave SELL-P), or was it the machine? Old
# (.device/r85a, main's kernels) and new (.device/r86a) alternately in one call.
# Predicted: the same time within 2% (ptxas: 30-32 registers either way, the same block size by Kokkos' rule).
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r86a.tar.xz -C .device
BUILD_DIR=.device/r86a CALL=n3 LIMIT_S=300 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
export BENCH_MAX_S=40
for p in 1 2; do
  B=$OLD bench large_old_$p --suite large --algorithms dia,ell,sellp --no-cusparse
  bench large_new_$p --suite large --algorithms dia,ell,sellp --no-cusparse
  B=$OLD bench fe4_old_$p --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
  bench fe4_new_$p --matrix $M/bcsstk16.mtx.gz@83 $M/bcsstk29.mtx.gz@39 $M/wave.mtx.gz@12 --vectors 4 --algorithms ell,sellp --no-cusparse
done
pack
