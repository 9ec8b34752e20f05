# run 66 call 2 (prepared in run 65; one H200): fit data for the rank-2 row-major copy of X on ordered matrices.
# Run 64's unused files (c3): on the census graphs de2010 x207 and vt2010 x154 (scattered_rows 0.88 / 0.80,
# narrow_groups 1.00) csr_load_balance with X as given took 0.93 / 0.81 of automatic's time (csr_scalar
# through the copy); on crack x395 (0.75, 1.00) 1.09; the held-out ct2010 x71 (0.85, 1.00) 1.12x faster in
# run 63. The permuted graphs (narrow_groups 0) need the copy (csr_load_balance given 3-4.4x slower). Only
# csr_load_balance was timed with X given: here every kernel the rank-2 rule may pick, with X given and
# through the copy, on the fit matrices that are ordered (narrow_groups 1) yet scattered (>= 0.6): ca-CondMat
# x128, wing x99 (fit suite), de2010, vt2010, crack (run 64's unused files), and on the held-out ct2010 and
# memplus (permuted, narrow 0: the control). A rule (narrow_groups >= some share: X as given, and which
# kernel) is fitted on the five, scored on the two. Staged products got 4-14% faster in run 65 (VB = 2).
# Prediction: X given wins on de2010, vt2010, ct2010 with csr_load_balance (staged products), by 1.10-1.30x;
# ca-CondMat and wing unknown (scattered 0.96-0.98).
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
F="$M/ca-CondMat.mtx.gz@auto $M/wing.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/crack.mtx.gz@auto"
S="$M/ct2010.mtx.gz@auto $M/memplus.mtx.gz@autop"
A=csr_load_balance,csr_scalar,csr_vector,ell,sellp,hybrid,evc_hyb,coo_load_balance
for x in never always; do
  bench k8_fit_$x --matrix $F --vectors 8 --no-cusparse --algorithms $A --row-major-x $x
  bench k8_score_$x --matrix $S --vectors 8 --no-cusparse --algorithms $A --row-major-x $x
done
bench k8_fit_auto --matrix $F --vectors 8 --algorithms automatic
bench k8_score_auto --matrix $S --vectors 8 --algorithms automatic
pack; ls -la $OUT
