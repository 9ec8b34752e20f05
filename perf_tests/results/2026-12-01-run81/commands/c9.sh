# Run 81 call 9: warp-rows applies of 5-7 vectors (and such remainders) in one wide tile, walking, instead of two
# narrow tiles one item a warp (.device/r81w: 5dad865 + /tmp/r81_wide_remainder.diff, an experiment build) against
# 5dad865's code (.device/r81f's bench, 93fb1b8's build), alternating. mbeacxc, beaflw (fit of run 80), bundle1 x30.
# Predicted: K = 5-7 0.6-0.8 of the time (A read once, walking); K = 13 (8 + 5) 0.85-0.95; K = 8 1.00.
tar -xJf .device/r81f.tar.xz -C .device; tar -xJf .device/r81w.tar.xz -C .device
BUILD_DIR=.device/r81w CALL=c9 LIMIT_S=165 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r81f/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=30
for K in 6 5 7 13 8; do
  B=$NEW bench w${K}_new $X --vectors $K $A
  B=$OLD bench w${K}_old $X --vectors $K $A
done
pack
