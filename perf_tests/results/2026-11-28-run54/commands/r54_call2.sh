# run 54 call 2 (one H200) at 39a0cf5: BSR at b = 8 on block rows of 4.8-7.1 blocks on average, the table's kernel
# (a thread per row below 8 blocks) against row lanes: fit patterns (run 53's FP with mean < 8, and pesa, big, crack),
# then run 24's held-out patterns with automatic, ELL and the rest beside (cuSPARSE too); then test_spmv_double_int_offsets
# and test_spmv_float, one at a time (call 1 ran them side by side on one GPU and they did not finish).
CALL=c2 LIMIT_S=580 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double_int_offsets test_spmv_float
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FIT="nh2010 ct2010 delaunay_n16 memplus rajat01 pesa big crack"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
bench b8_fit_table --matrix$(s 8 $FIT) --algorithms bsr --no-cusparse --reps 30
bench b8_fit_lanes --matrix$(s 8 $FIT) --algorithms bsr --bsr-kernel lanes --no-cusparse --reps 30
bench b8_held_table --matrix$(s 8 $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30
bench b8_held_lanes --matrix$(s 8 $HELD) --algorithms bsr --bsr-kernel lanes --no-cusparse --reps 30
runtest() { local t=$1 s=$(date +%s); timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t > $R/$t.txt 2>&1; local rc=$?
  echo "$t rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_spmv_double_int_offsets
runtest test_spmv_float
pack; ls -la $OUT
