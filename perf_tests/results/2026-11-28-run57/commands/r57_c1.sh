# run 57 call 1 (prepared in run 56; one H200): (a) the CUDA test programs run 56 left (float, int32 offsets);
# (b) issue 5's kernels on the fit suite's power-law graphs and circuits (the held-out losers web-NotreDame,
# soc-Slashdot0902, wiki-Vote, memplus are of this kind; they stay held out): the load-balanced CSR and COO at
# omega 16-512 and chunks 64-1024, to see whether the H100-fitted omega_large (128) still holds on the H200;
# (c) the mode-N record with Kokkos Kernels' native SpMV beside (run 56's record timed only its merge path).
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_float test_spmv_double_int_offsets
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
G="$M/soc-Epinions1.mtx.gz@auto $M/astro-ph.mtx.gz@autop $M/ca-CondMat.mtx.gz@auto $M/PGPgiantcompo.mtx.gz@autop $M/circuit204.mtx.gz@auto"
for w in 16 32 64 256 512; do bench omega$w --matrix $G --omega $w --algorithms csr_load_balance,coo_load_balance --no-cusparse --reps 30; done
bench omega_table --matrix $G --algorithms automatic,csr_load_balance,coo_load_balance,hybrid --reps 30
for c in 64 256 1024; do bench chunk$c --matrix $G --chunk $c --algorithms csr_load_balance,coo_load_balance --no-cusparse --reps 30; done
bench score_kk --real-suite score $M --algorithms automatic,kk_native
bench large_kk --suite large --algorithms automatic,kk_native
runtest test_spmv_float
runtest test_spmv_double_int_offsets
pack; ls -la $OUT
