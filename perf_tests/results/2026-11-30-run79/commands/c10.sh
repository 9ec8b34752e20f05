# Run 79 call 10: the wide tile's warps made persistent (.device/r79p: 6535b5a + diffs/r79_persistent_rows.diff,
# an experiment build: KSPMV_PERSISTENT=F launches resident-warps x F/4 warps, each walking rows w, w + warps, ...
# with the next row's bounds loaded before this row's entries; unset = the commit's kernel).
# Predicted: one of the three dependent loads of a row off the chain: 0.80-0.90 on mbeacxc, beaflw, bundle1 at K = 8.
tar -xJf .device/r79p.tar.xz -C .device
BUILD_DIR=.device/r79p CALL=c10 LIMIT_S=150 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
Y="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
BENCH_MAX_S=25 bench x8_commit $Y --vectors 8 --algorithms automatic --no-cusparse
for f in 2 4 8; do KSPMV_PERSISTENT=$f BENCH_MAX_S=25 bench x8_p$f $Y --vectors 8 --algorithms automatic --no-cusparse; done
BENCH_MAX_S=25 bench x8_commit2 $Y --vectors 8 --algorithms automatic --no-cusparse
pack
