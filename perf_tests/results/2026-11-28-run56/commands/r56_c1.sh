# run 56 call 1 (prepared in run 55; one H200, main at or after aded87c): mode T on block matrices, to fit a mode-aware
# BSR choice. The fit patterns (run 53's eleven and pesa, big, crack) at b = 2, 3, 5, 8, op = A^T: BSR's gather over its
# block-column index against the non-block kernels' transposed paths, with no transposed applies announced and with 10
# (the plans' own scatter) and 100 (the cached CSC) announced; cuSPARSE's transpose beside. Held out stays untouched.
CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11 pesa big crack"
for b in 2 3 5 8; do
  bench fitT_b$b --mode T --matrix$(s $b $FP) --algorithms automatic,bsr,ell,sellp,csr_load_balance,hybrid --reps 30
  bench fitT10_b$b --mode T --transposed-applies 10 --matrix$(s $b $FP) --algorithms automatic,ell,csr_load_balance,hybrid --no-cusparse --reps 30
  bench fitT100_b$b --mode T --transposed-applies 100 --matrix$(s $b $FP) --algorithms automatic,ell,csr_load_balance --no-cusparse --reps 30
done
pack; ls -la $OUT
