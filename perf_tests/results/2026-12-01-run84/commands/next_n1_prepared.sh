# Prepared for run 85 (not run in run 84: its device time was spent). Binaries: main's kspmv-bench, built as
# COMMANDS.md says, packed as .device/r85m.tar.xz (r85m/perf_tests/kspmv-bench).
# Question: where between the latency regime (below ~1.08M entries on the H200) and the replicated suites (20M+)
# does the COO load balance stop beating the CSR load balance on long rows? Unreplicated web-NotreDame (1.5M
# entries, above the regime) runs the CSR load balance at 0.60 of cuSPARSE where the COO load balance took 0.70
# of its time (run 84 n0/n5); nothing between 1.08M and 2.1M entries was in the fit half.
# The latency candidates and automatic in one process (run 84's lesson: never across processes at this size),
# files replicated to ~1.5M and ~3M entries, fit files (the small suite's fit half) and score files apart.
# Predicted: COO ahead of the CSR load balance by 0.70-0.90 at 1.5M on rows over 400, the two within 5% by 3M.
tar -xJf .device/r85m.tar.xz -C .device
BUILD_DIR=.device/r85m CALL=n1 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum $B > $R/binaries.md5
export BENCH_MAX_S=60
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
FIT="$M/soc-Epinions1.mtx.gz@3 $M/astro-ph.mtx.gz@6 $M/bundle1.mtx.gz@2 $M/rajat01.mtx.gz@35 $M/mbeacxc.mtx.gz@30"
SCORE="$M/web-NotreDame.mtx.gz@1 $M/soc-Slashdot0902.mtx.gz@2 $M/Chem97Zt.mtx.gz@25 $M/memplus.mtx.gz@12 $M/wiki-Vote.mtx.gz@15 $M/ca-CondMat.mtx.gz@8"
FIT2=""; for f in $FIT; do FIT2="$FIT2 ${f%@*}@$(( ${f##*@} * 2 ))"; done
for p in 1 2; do
  bench mid_fit_$p --matrix $FIT --algorithms $F
  bench mid_score_$p --matrix $SCORE --algorithms $F
  bench mid2_fit_$p --matrix $FIT2 --algorithms $F
done
pack
