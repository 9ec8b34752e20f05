# Run 79 call 9: the narrow tile (4 doubles, K <= 4) under LaunchBounds<256, 6> (at most 40 registers; .device/r79n:
# the commit 24bf565 + that; kspmv-bench, test_spmv_double) against the commit (.device/r79g).
# Predicted: c5's <256, 4> cost the narrow tile 5-24%, likely by letting the compiler take up to 64 registers
# and hold fewer warps than unbounded; six teams: 0.90-1.00 on mbeacxc, beaflw, bundle1 at K = 4, unless it spills.
for t in r79g r79n; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79n CALL=c9 LIMIT_S=200 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r79g/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
for k in 4 2; do
  B=$NEW; BENCH_MAX_S=30 bench x${k}_new $X --vectors $k --algorithms automatic,csr_vector --no-cusparse
  B=$OLD; BENCH_MAX_S=30 bench x${k}_old $X --vectors $k --algorithms automatic,csr_vector --no-cusparse
done
TAG=_cv runtest test_spmv_double '--gtest_filter=*csr_vector*:*csr_load_balance'
timeout 40 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsrVector" --launch-skip 2 \
  --launch-count 1 --section LaunchStats --section Occupancy --section SpeedOfLight $NEW \
  --matrix $M/bundle1.mtx.gz@30 --vectors 4 --algorithms csr_vector --no-cusparse --reps 2 --warmup 2 > $R/ncu_narrow.txt 2>&1
pack
