# run 63 call 3 (prepared in run 62; one H200): issue 10's K = 8 losers (web-NotreDame 0.57, Chem97Zt 0.70,
# bundle1 0.73, rajat01 0.87, ct2010 0.91 of cuSPARSE's best SpMM, run 61): does any kernel or switch the handle
# already has beat automatic's pick there, and on the fit suite's graphs (soc-Epinions1, astro-ph, ca-CondMat,
# PGPgiantcompo), where a rule would have to be fitted? Every non-block kernel, then csr_load_balance under each of
# its rank-2 paths (merge walk, staged products, CSRI) and with X as given or through the row-major copy.
# Prediction: nothing faster than automatic by more than 5% on the losers (runs 28, 41-42, 60 tried these paths).
CALL=c3 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
for s in rfit score; do
  case $s in rfit) S="--real-suite fit $M";; score) S="--real-suite score $M";; esac
  bench k8_${s}_all $S --vectors 8 --no-cusparse \
    --algorithms automatic,csr_load_balance,coo_load_balance,hybrid,sellp,ell,evc_hyb,csr_vector,csr_scalar
  bench k8_${s}_walk $S --vectors 8 --no-cusparse --algorithms csr_load_balance --merge-walk yes
  bench k8_${s}_staged $S --vectors 8 --no-cusparse --algorithms csr_load_balance --merge-walk no --staged-products yes
  bench k8_${s}_csri $S --vectors 8 --no-cusparse --algorithms csr_load_balance --merge-walk no --staged-products no
  bench k8_${s}_given $S --vectors 8 --no-cusparse --algorithms csr_load_balance,coo_load_balance --row-major-x never
  bench k8_${s}_copy $S --vectors 8 --no-cusparse --algorithms csr_load_balance,coo_load_balance --row-major-x always
done
pack; ls -la $OUT
