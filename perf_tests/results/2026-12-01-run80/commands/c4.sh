# Run 80 call 4: the commit's kspmv-bench (.device/r80c) against run 79's (.device/r79g, 24bf565's kernels, which
# efd614f did not change), alternating, then the held-out record with cuSPARSE in the same process.
# Predicted: automatic at K = 8 mbeacxc / beaflw / bundle1 0.85 / 0.89 / 0.81 of run 79's time (c2), at K = 4
# 0.81 / 0.84 / 0.78; FE files and Chem97Zt (no warp rows) 1.00; floats (walking too, unmeasured) 0.8-1.0;
# held out K = 8 gm 1.864 -> ~1.89x with bundle1 1.05 -> 1.29x; K = 4 1.448 -> ~1.47x with bundle1 0.87 -> 1.1x;
# rank 1 unchanged (1.010x N, 1.055x T: the rank-1 paths do not use this kernel).
for t in r79g r80c; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r80c CALL=c4 LIMIT_S=560 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r79g/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
Y="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=40
for K in 8 4 2; do
  B=$NEW bench x${K}_new $X --vectors $K $A
  B=$OLD bench x${K}_old $X --vectors $K $A
done
for K in 16 8; do
  B=$NEW bench f${K}_new $Y --scalar float --vectors $K $A
  B=$OLD bench f${K}_old $Y --scalar float --vectors $K $A
done
BENCH_MAX_S=120 bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
BENCH_MAX_S=120 bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
pack
