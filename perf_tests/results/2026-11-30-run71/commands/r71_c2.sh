# Run 71 call 2 (one H200): step 2 of the staged kernel (row sums) by warp segmented scans over 32 consecutive
# slots (KSPMV_STAGED_SEGSCAN, diffs/r71_segscan.diff) against main's kernel, same process.
# Binaries: the rank-2 double unit of the run 70 build recompiled with the define (-base = main 5987f2d; -seg: the
# kernel without items unbounded, 96 registers, the items build 64 + 74 B spilled; -seg8 / -seg6: both builds under
# LaunchBounds<128, 8> (64 registers, 74 B spilled) / <128, 6> (80, 28 B)); tests: the size_t-offset unit
# recompiled the same way (test_spmv_double_segt, _seg8t; _plant8t: seg8 with the carry across windows left out,
# which must fail).
# Predicted, time / base at K = 8: web-NotreDame, Chem97Zt, rajat01 0.75-0.90 (no bank conflicts, no row_map reads,
# the same work in every warp); soc-Epinions1 0.85-0.95; circuit204 0.90-1.00; seg8 / seg 0.97-1.03.
tar -xJf .device/c10bin.tar.xz -C .device
BUILD_DIR=.device/c10bin CALL=c2 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
TAG=_segt runtest test_spmv_double_segt --gtest_filter='*load_balance*'
TAG=_seg8t runtest test_spmv_double_seg8t --gtest_filter='*load_balance*'
TAG=_plant8t runtest test_spmv_double_plant8t --gtest_filter='*load_balance*'
for k in 8 4 16; do
  for v in base seg seg8 seg6; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base seg8; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
B=$P/kspmv-bench-seg8 bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
pack; ls -la $OUT
