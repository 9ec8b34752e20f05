# Run 85 call n2: the COO load balance in one launch (working tree on a67f562; .device/r85b: kspmv-bench,
# kspmv-launch-cost and the one-GPU tests), against 9518628's bench (.device/r85a) where processes can be compared.
# Predicted: the COO load balance's host time per apply 10.3 -> 5-5.5 us (one launch); its batch time on the
# small files it was host-bound on (~10.4 us) -> 5.5-7 us; astro-ph / ca-CondMat (device-bound 8-10 us under
# csr_vector) COO at 6-8 us. At 1.5M entries (L2-resident) COO 0.85-0.95 of n1's times; at 20M+ within 3% of
# 9518628 (no β pass: 16 B a row fewer, plain stores for atomics).
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r85b.tar.xz -C .device
BUILD_DIR=.device/r85b CALL=n2 LIMIT_S=575 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD $BIN/perf_tests/kspmv-launch-cost $BIN/unit_tests/* > $R/binaries.md5
L=$BIN/perf_tests/kspmv-launch-cost
FILES=""; for f in well1033 LeGresley_4908 circuit204 gemat11 ca-CondMat pesa nh2010 cage11 astro-ph web-NotreDame mbeacxc; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
timeout 120 $L --case stencil7:32 --case random:65536:8 $FILES > $R/launch_cost.txt 2> $R/launch_cost.err; echo "lc rc=$?"
pack
runtest test_errors_and_handle
export BENCH_MAX_S=60
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
FIT="$M/soc-Epinions1.mtx.gz@3 $M/astro-ph.mtx.gz@6 $M/bundle1.mtx.gz@2 $M/rajat01.mtx.gz@35 $M/mbeacxc.mtx.gz@30"
SCORE="$M/web-NotreDame.mtx.gz@1 $M/soc-Slashdot0902.mtx.gz@2 $M/Chem97Zt.mtx.gz@25 $M/memplus.mtx.gz@12 $M/wiki-Vote.mtx.gz@15 $M/ca-CondMat.mtx.gz@8"
FIT2=""; FIT15=""; for f in $FIT; do FIT2="$FIT2 ${f%@*}@$(( ${f##*@} * 2 ))"; FIT15="$FIT15 ${f%@*}@$(( ${f##*@} * 3 / 2 ))"; done
bench mid_fit --matrix $FIT --algorithms $F
bench mid_score --matrix $SCORE --algorithms $F
bench mid15_fit --matrix $FIT15 --algorithms $F
bench mid2_fit --matrix $FIT2 --algorithms $F
BENCH_MAX_S=80 bench big_score_new --real-suite score $M --algorithms coo_load_balance,automatic
BENCH_MAX_S=60 B=$OLD bench big_score_old --real-suite score $M --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=40 bench big_large_new --suite large --algorithms coo_load_balance,hybrid --no-cusparse
BENCH_MAX_S=40 B=$OLD bench big_large_old --suite large --algorithms coo_load_balance,hybrid --no-cusparse
runtest test_graph_capture
TAG=_coo runtest test_spmv_float '--gtest_filter=*coo*:*hybrid*:*dia*:*automatic*'
TAG=_coo runtest test_spmv_complex '--gtest_filter=*coo*:*hybrid*'
TAG=_coo runtest test_spmv_double_int_offsets '--gtest_filter=*coo*:*hybrid*'
SAN=/usr/local/cuda/bin/compute-sanitizer
for tool in memcheck racecheck; do
  timeout 60 $SAN --tool $tool $BIN/unit_tests/test_errors_and_handle --gtest_filter='*CooLoadBalance*' > $R/sanitize_$tool.txt 2>&1; echo "$tool rc=$?"
done
pack
runtest test_spmv_double
pack
