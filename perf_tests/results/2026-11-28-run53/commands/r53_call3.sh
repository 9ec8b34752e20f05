# run 53 call 3 (one GPU, committed code): issue 8's BSR fit patterns (run 20's set and run 23's F) at b = 2-16, 24, 32,
# BSR against kspmv's non-block kernels (no cuSPARSE: for refitting automatic's BSR rule)
CALL=c3 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11"
A="--algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --no-cusparse --reps 20"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
for b in 2 3 4 5 6 7 8 9 10 11 12 13 14 16 24 32; do bench fit_b$b --matrix$(s $b $FP) $A; done
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
