# run 61 call 1 (prepared in run 60; one H200): rank-2 csr_vector tiles reading X through the row-major copy
# (--row-major-x always: one 32-byte sector per entry and tile of 4 doubles, where LayoutLeft costs 4), against
# automatic as committed, K = 8 first on the fit suites (they decide a rule), then held out and large; K = 4, 32
# held out. Prediction (run 60 README section 3): bundle1 x30 K = 8 ~0.25-0.35 ms (walk 0.49, cuSPARSE 0.36).
CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
for k in 8 4 32; do for s in rfit gfit score large; do
  [ $k != 8 ] && [ $s != score ] && continue
  case $s in rfit) S="--real-suite fit $M";; gfit) S="--suite fit";; score) S="--real-suite score $M";; large) S="--suite large";; esac
  bench k${k}_${s}_vec_rmx $S --vectors $k --algorithms csr_vector --row-major-x always --no-cusparse
  bench k${k}_${s}_auto $S --vectors $k --algorithms automatic,csr_vector,csr_load_balance --no-cusparse
done; done
pack; ls -la $OUT
