# run 53 call 4 (one GPU) at 4832915: test_errors_and_handle; issue 8's held-out record at b = 2-16 (automatic's BSR rule
# refitted); the fit patterns again at b = 3, 5, 6, 11; the large suite N (block4 is its one block matrix)
CALL=c4 LIMIT_S=470 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle
timeout 150 $BIN/unit_tests/test_errors_and_handle > $R/test_errors_and_handle.txt 2>&1; echo "test_errors_and_handle rc=$?"; tail -3 $R/test_errors_and_handle.txt
pack
source .device/i8.sh; i8 3 5 6 11 2 4 7 8 9 10 12 13 14 15 16
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11"
A="--algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --no-cusparse --reps 20"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
for b in 3 5 6 11; do bench fit_b$b --matrix$(s $b $FP) $A; done
bench large --suite large --algorithms automatic
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
