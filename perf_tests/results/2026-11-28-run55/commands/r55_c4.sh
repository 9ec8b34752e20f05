# run 55 call 4 (one H200) at the block-lanes commit: the handle tests, then the automatic choice at b = 2, 3 on run 24's
# held-out patterns (modes N and T, cuSPARSE beside) and on the fit patterns (N), then the BSR and automatic suites of
# test_spmv_double and test_spmv_complex (block lanes in every mode, rank 2, both layouts), then all of test_spmv_double.
CALL=c4 LIMIT_S=585 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_spmv_double test_spmv_complex
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11 pesa big crack"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
for b in 2 3; do
  bench held_b${b} --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30
  bench heldT_b${b} --mode T --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,csr_load_balance,hybrid --reps 30
done
for b in 2 3; do bench fit_b${b} --matrix$(s $b $FP) --algorithms automatic,bsr,ell,sellp,csr_load_balance --no-cusparse --reps 30; done
TAG=_bsr_auto runtest test_spmv_double --gtest_filter=*bsr:*automatic
TAG=_bsr_auto runtest test_spmv_complex --gtest_filter=*bsr:*automatic
runtest test_spmv_double
pack; ls -la $OUT
