# Run 84 call n1: branch next/latency-rule (on next/small-tiles d14bc55, on main 2747589; .device/r84s: kspmv-bench and the nine one-GPU
# test programs, built on the development machine) against main 2747589's kspmv-bench (.device/r84o), then the
# branch's CUDA tests. Predictions: ../2026-12-01-run83/commands/next_n1_prepared.sh (against fa0a195, whose
# kernels 2747589 has).
tar -xJf .device/r84s.tar.xz -C .device; tar -xJf .device/r84o.tar.xz -C .device
BUILD_DIR=.device/r84s CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r84o/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --algorithms automatic --no-cusparse"
export BENCH_MAX_S=20
for K in 4 3 2 1 8; do
  B=$NEW bench f${K}_new $W --vectors $K --scalar float
  B=$OLD bench f${K}_old $W --vectors $K --scalar float
done
for K in 3 2 1 8; do
  B=$NEW bench d${K}_new $W --vectors $K
  B=$OLD bench d${K}_old $W --vectors $K
done
unset BENCH_MAX_S
one_gpu_tests
pack
