# Run 79 call 5: the warp-a-row kernel (CsrVectorTilesKernel) under LaunchBounds<256, 4> (at most 64 registers,
# four teams a multiprocessor; .device/r79l: c95a8e8 + that alone) against c95a8e8 (.device/r78b), csr_vector
# through the row-major copy of X and as given, and automatic, on run 78's eight files at K = 8 and 4.
# Predicted: 32 warps an SM instead of 24 (c4: 66 registers, 3 teams, latency-bound): 0.85-0.92 of the time on
# mbeacxc, beaflw, bundle1 if nothing spills.
for t in r78b r79l; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79l CALL=c5 LIMIT_S=240 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r78b/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
for k in 8 4; do
  B=$NEW; BENCH_MAX_S=40 bench x${k}_rmx_new $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
  B=$OLD; BENCH_MAX_S=40 bench x${k}_rmx_old $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
  B=$NEW; BENCH_MAX_S=40 bench x${k}_auto_new $X --vectors $k --algorithms automatic,csr_vector --no-cusparse
  B=$OLD; BENCH_MAX_S=40 bench x${k}_auto_old $X --vectors $k --algorithms automatic,csr_vector --no-cusparse
done
timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsrVector" --launch-skip 2 \
  --launch-count 1 --section LaunchStats --section Occupancy --section SpeedOfLight --section WarpStateStats $NEW \
  --matrix $M/bundle1.mtx.gz@30 --vectors 8 --algorithms csr_vector --no-cusparse --row-major-x always \
  --reps 2 --warmup 2 > $R/ncu_lb.txt 2>&1
pack
