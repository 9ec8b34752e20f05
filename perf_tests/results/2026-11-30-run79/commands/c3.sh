# Run 79 call 3: the spread-tile kernel with U = 2Q entries a lane loaded before they are added (.device/r79v: the
# working tree of c95a8e8 + that kernel alone, kspmv-bench) against c95a8e8 (.device/r78b), csr_vector through
# the row-major copy of X and automatic, on the eight files of run 78 at K = 8 and 4.
# Predicted: with 2W entries' tiles in flight a warp, as many as the kernel it replaces, the 4x fewer L1 lines an
# instruction now show: mbeacxc / beaflw / bundle1 0.80-0.90 at K = 8 (c2: 0.99-1.03 with one entry a lane in
# flight), FE files 0.70-0.80 as in c2; K = 4 0.85-0.95 (c2: 1.04-1.22).
for t in r78b r79v; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r79v CALL=c3 LIMIT_S=200 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r78b/perf_tests/kspmv-bench
md5sum $NEW $OLD > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
for k in 8 4; do
  B=$NEW; BENCH_MAX_S=40 bench x${k}_rmx_new $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
  B=$OLD; BENCH_MAX_S=40 bench x${k}_rmx_old $X --vectors $k --algorithms csr_vector --no-cusparse --row-major-x always
done
B=$NEW; BENCH_MAX_S=40 bench x8_auto_new $X --vectors 8 --algorithms automatic --no-cusparse
B=$OLD; BENCH_MAX_S=40 bench x8_auto_old $X --vectors 8 --algorithms automatic --no-cusparse
pack
