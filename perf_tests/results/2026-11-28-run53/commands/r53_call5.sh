# run 53 call 5 (one GPU) at the ELL-for-small-blocks commit: test_errors_and_handle; held-out b = 2, 3 and the fit patterns at b = 2, 3
CALL=c5 LIMIT_S=230 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle
timeout 60 $BIN/unit_tests/test_errors_and_handle > $R/test_errors_and_handle.txt 2>&1; echo "test_errors_and_handle rc=$?"; tail -3 $R/test_errors_and_handle.txt
pack
source .device/i8.sh; i8 2 3
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11"
A="--algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --no-cusparse --reps 20"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
for b in 2 3; do bench fit_b$b --matrix$(s $b $FP) $A; done
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
