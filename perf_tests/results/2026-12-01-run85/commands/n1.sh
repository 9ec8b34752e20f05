# Run 85 call n1: main's kernels (9518628 build; a67f562 changes comments only) with the new probe kspmv-launch-cost.
# (a) Where a launch-bound apply's time goes: host issue time per apply against device time, for empty kernels by
#     <<<>>> and by Kokkos, cuSPARSE CSR/COO ALG1 and every kspmv algorithm. Predicted: Kokkos' empty RangePolicy
#     costs the host 1-2 us more than <<<>>>, kspmv's apply a further 0.5-1 us; where host_us > batch_us the call
#     is host-bound and paired_us follows host_us.
# (b) run 84's prepared mid-size question (COO vs CSR load balance between 1.08M and 3M entries).
tar -xJf .device/r85a.tar.xz -C .device
BUILD_DIR=.device/r85a CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum $B $BIN/perf_tests/kspmv-launch-cost > $R/binaries.md5
nproc > $R/cpu.txt; lscpu | head -20 >> $R/cpu.txt
L=$BIN/perf_tests/kspmv-launch-cost
FILES=""; for f in well1033 LeGresley_4908 circuit204 gemat11 ca-CondMat pesa nh2010 cage11 astro-ph web-NotreDame; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
timeout 120 $L --case stencil7:16 --case stencil7:32 --case random:65536:8 $FILES > $R/launch_cost_1.txt 2> $R/launch_cost_1.err; echo "lc1 rc=$?"
timeout 100 taskset -c 3 $L --case stencil7:32 $FILES > $R/launch_cost_pinned.txt 2> $R/launch_cost_pinned.err; echo "lc2 rc=$?"
pack
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
