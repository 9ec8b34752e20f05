# Run 85 call n3: the COO load balance in one launch for β = 0 only, the next step's row carried in a register
# (.device/r85c: kspmv-bench, kspmv-launch-cost and the nine one-GPU tests of the working tree), 9518628's bench
# (.device/r85a) beside it where processes can be compared (20M+ entries).
# Predicted: at 20M+ the COO load balance within 0.95-1.00 of 9518628 where one launch is allowed (n2: 1.4-2.3x
# with a read of y at each flush); on the small files its batch time 6-8 us where it was host-bound at 10-13 us
# (two launches), below csr_vector's on ca-CondMat and astro-ph; automatic's held-out and large-suite records
# unchanged (the rule's large-matrix branches never take this plan; hybrid keeps its atomics).
tar -xJf .device/r85a.tar.xz -C .device
tar -xJf .device/r85c.tar.xz -C .device
BUILD_DIR=.device/r85c CALL=n3 LIMIT_S=590 source perf_tests/tools/device_call.sh
OLD=.device/r85a/perf_tests/kspmv-bench
md5sum $B $OLD $BIN/perf_tests/kspmv-launch-cost $BIN/unit_tests/* > $R/binaries.md5
L=$BIN/perf_tests/kspmv-launch-cost
FILES=""; for f in LeGresley_4908 ca-CondMat pesa nh2010 cage11 astro-ph web-NotreDame mbeacxc; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
timeout 60 $L --case stencil7:32 $FILES > $R/launch_cost.txt 2> $R/launch_cost.err; echo "lc rc=$?"
pack
export BENCH_MAX_S=60
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $F; done
done
FIT="$M/soc-Epinions1.mtx.gz@3 $M/astro-ph.mtx.gz@6 $M/bundle1.mtx.gz@2 $M/rajat01.mtx.gz@35 $M/mbeacxc.mtx.gz@30"
SCORE="$M/web-NotreDame.mtx.gz@1 $M/soc-Slashdot0902.mtx.gz@2 $M/Chem97Zt.mtx.gz@25 $M/memplus.mtx.gz@12 $M/wiki-Vote.mtx.gz@15 $M/ca-CondMat.mtx.gz@8"
bench mid_fit --matrix $FIT --algorithms $F
bench mid_score --matrix $SCORE --algorithms $F
FIT15=""; SCORE15=""; for f in $FIT; do FIT15="$FIT15 ${f%@*}@$(( ${f##*@} * 3 / 2 ))"; done
for f in $SCORE; do SCORE15="$SCORE15 ${f%@*}@$(( ${f##*@} * 3 / 2 + 1 ))"; done
bench mid15_fit --matrix $FIT15 --algorithms $F
bench mid15_score --matrix $SCORE15 --algorithms $F
BENCH_MAX_S=40 bench big_score_new --real-suite score $M --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=40 B=$OLD bench big_score_old --real-suite score $M --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=30 bench big_large_new --suite large --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=30 B=$OLD bench big_large_old --suite large --algorithms coo_load_balance --no-cusparse
BENCH_MAX_S=40 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=40 bench score_t --real-suite score $M --algorithms automatic --mode T
BENCH_MAX_S=40 bench large_n --suite large --algorithms automatic
BENCH_MAX_S=60 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
one_gpu_tests
pack
