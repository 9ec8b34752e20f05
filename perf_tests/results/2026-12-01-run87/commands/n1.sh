# Run 87 call n1: the COO load balance past the latency regime while A sits in the L2 (a new clause,
# l2_coo_nnz_per_resident_thread = 8 a resident thread, 2.16M entries on the H200; .device/r87a).
# Candidates (CSR / COO load balance) and automatic on run 85's mid-size fit and score files at ~1.5M, ~2.2M
# and ~3M entries, two passes, modes N and T (T at 1.5M); the latency halves, two passes.
# Then csr_vector at 2, 4, 8 lanes on the latency halves (predicted: 4 lanes beat a thread per row on cage11-like files).
# Predicted: COO 0.82-1.00 of the CSR load balance at 1.5M (run 85 n1), 1.05-1.3 at 3M, the crossover near
# 2.2M; web-NotreDame (1.5M, in the small score half) 0.60 -> ~0.85 of cuSPARSE's best; the latency halves as
# run 86 otherwise (0.94-1.02 gm).
tar -xJf .device/r87a.tar.xz -C .device
BUILD_DIR=.device/r87a CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=60
F=csr_load_balance,coo_load_balance,automatic
f15="$M/soc-Epinions1.mtx.gz@3 $M/astro-ph.mtx.gz@6 $M/bundle1.mtx.gz@2 $M/rajat01.mtx.gz@35 $M/mbeacxc.mtx.gz@30"
f22="$M/soc-Epinions1.mtx.gz@4 $M/astro-ph.mtx.gz@9 $M/bundle1.mtx.gz@3 $M/rajat01.mtx.gz@52 $M/mbeacxc.mtx.gz@45"
f30="$M/soc-Epinions1.mtx.gz@6 $M/astro-ph.mtx.gz@12 $M/bundle1.mtx.gz@4 $M/rajat01.mtx.gz@70 $M/mbeacxc.mtx.gz@60"
s15="$M/web-NotreDame.mtx.gz@1 $M/soc-Slashdot0902.mtx.gz@2 $M/Chem97Zt.mtx.gz@25 $M/memplus.mtx.gz@12 $M/wiki-Vote.mtx.gz@15 $M/ca-CondMat.mtx.gz@8"
s22="$M/Chem97Zt.mtx.gz@38 $M/memplus.mtx.gz@19 $M/wiki-Vote.mtx.gz@23 $M/ca-CondMat.mtx.gz@13"
s30="$M/web-NotreDame.mtx.gz@2 $M/soc-Slashdot0902.mtx.gz@3 $M/Chem97Zt.mtx.gz@50 $M/memplus.mtx.gz@24 $M/wiki-Vote.mtx.gz@30 $M/ca-CondMat.mtx.gz@16"
pass() {
  local p=$1
  for n in f15 f22 f30 s15 s22 s30; do bench mid_${n}_$p --matrix ${!n} --algorithms $F; done
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $L; done
}
L=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
pass 1
# csr_vector at fewer lanes than the [ISC20] rule gives (largest power of two up to the longest row): a
# thread per row's critical path is the longest row, the rule's lanes may fill several waves.
for vl in 2 4 8; do
  for half in score fit; do bench lat_${half}_vl$vl --small-suite $half $M --algorithms csr_scalar,csr_vector --vector-length $vl; done
done
bench mid_f15_t --matrix $f15 --algorithms $F --mode T
bench mid_s15_t --matrix $s15 --algorithms $F --mode T
pass 2
pack
