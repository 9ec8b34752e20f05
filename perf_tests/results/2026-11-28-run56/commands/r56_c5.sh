# run 56 call 5 (one H200) at bee037f: the handle tests; the standing record (large suite and the held-out real suite,
# modes N and T, automatic with cuSPARSE) after the ELL refit; fit2 with automatic (the new picks); the held-out block
# patterns (run 24's ten at b = 2, 3, 5) with 15 transposed applies announced, modes T and N (the mode-aware BSR rule);
# then the bsr/automatic suites of test_spmv_double while time is left.
CALL=c5 LIMIT_S=580 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle
runtest() { local t=$1 s=$(date +%s); shift; timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t "$@" > $R/$t$TAG.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t$TAG.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_errors_and_handle
bench score --real-suite score $M --algorithms automatic
bench large --suite large --algorithms automatic
bench scoreT --real-suite score $M --mode T --algorithms automatic
bench largeT --suite large --mode T --algorithms automatic
F2=""
for p in 4elt EX5 Trefethen_2000 bcsstk24 bfly big cage10 crack cryg10000 cs4 cti de2010 dw4096 mbeacxc nh2010 nopoly pesa cage11; do F2="$F2 $M/$p.mtx.gz@auto"; done
for p in 4elt bcsstk24 cryg10000 nopoly cs4 crack; do F2="$F2 $M/$p.mtx.gz@autop"; done
bench fit2_auto --matrix $F2 --algorithms automatic --no-cusparse
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
for b in 2 3 5; do
  bench heldT15_b$b --mode T --transposed-applies 15 --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,csr_load_balance,hybrid --reps 30
  bench heldN15_b$b --transposed-applies 15 --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,hybrid --no-cusparse --reps 30
done
bash .device/dev_build.sh . $BIN test_spmv_double && TAG=_bsr_auto runtest test_spmv_double --gtest_filter=*bsr:*automatic
pack; ls -la $OUT
