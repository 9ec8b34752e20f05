# Run 71 call 3 (one H200): run 70's row bounds once a chunk without the long-row pass (L = 0), the kernel without
# items also under LaunchBounds<128, 8> (bp8: 64 / 64 registers, no spills; b: the same unbounded, 72 / 64), against
# main's kernel (-base), same process. Tests: the size_t-offset rank-2 unit recompiled as bp8.
# Why: c1's b gained 5-8% on web-NotreDame and Chem97Zt and lost 4-8% on circuit204, rajat01, whose chunks take
# the kernel without items, which b took from 64 to 72 registers (7 teams a multiprocessor instead of 8).
# Predicted, time / base at K = 8: bp8 web-NotreDame 0.92-0.96, Chem97Zt 0.94-0.98 (as b), circuit204, rajat01
# 0.97-1.01, soc-Epinions1 0.98-1.01; census graphs 0.97-1.01; held out (automatic, K = 8, 4) 0.98-1.00 gm.
tar -xJf .device/c11bin.tar.xz -C .device
BUILD_DIR=.device/c11bin CALL=c3 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
TAG=_bp8t runtest test_spmv_double_bp8t --gtest_filter='*load_balance*'
for k in 8 4 16; do
  for v in base b bp8; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base bp8; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
for k in 8 4; do
  for v in base bp8; do B=$P/kspmv-bench-$v bench score_auto${k}_$v --real-suite score $M --vectors $k --algorithms automatic; done
done
pack; ls -la $OUT
