# run 54 call 3 (one H200) at the b = 8 row-lanes commit: run 24's held-out patterns at b = 8 (automatic, cuSPARSE,
# the non-block kernels) and the fit patterns' BSR under the table (now row lanes); then test_errors_and_handle,
# the small test programs and test_spmv_complex whole, and the BSR and automatic tests of the other three spmv
# programs (their other tests ran whole at 39a0cf5 in calls 1-2; the commit changes only b = 8's BSR kernel).
CALL=c3 LIMIT_S=540 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex test_matrix_market test_conversions test_errors_and_handle test_single_values test_graph_capture test_distributed_bsr_nccl
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FIT="nh2010 ct2010 delaunay_n16 memplus rajat01 pesa big crack"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
bench b8_held_final --matrix$(s 8 $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30
bench b8_fit_final --matrix$(s 8 $FIT) --algorithms automatic,bsr --no-cusparse --reps 30
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$SUFFIX.txt 2>&1; local rc=$?
  echo "$t$SUFFIX rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$SUFFIX.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
for t in test_errors_and_handle test_conversions test_single_values test_matrix_market test_graph_capture test_distributed_bsr_nccl; do runtest $t; done
SUFFIX=_bsr_automatic; for t in test_spmv_double test_spmv_double_int_offsets test_spmv_float; do runtest $t --gtest_filter='*bsr*:*automatic*'; done
SUFFIX=; runtest test_spmv_complex
pack; ls -la $OUT
