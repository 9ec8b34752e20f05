# run 56 call 2 (prepared in run 55; one H200): issue 5's non-block rule was fitted on H100s (runs 27-52); on the
# H200 its held-out score is 0.98x cuSPARSE's best (run 53, run 55), with wave, bcsstk29, bcsstk16 (FE, unpermuted)
# at 0.89-0.95 where cuSPARSE's SELL leads. Every non-block kernel on the fit sets (real and generated: to refit on
# the H200) and on the score set (to score, not to fit), mode N, cuSPARSE beside.
CALL=c2 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
ALL="--algorithms automatic,csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid,dia --reps 30"
bench fit_real_all --real-suite fit $M $ALL
bench fit_gen_all --suite fit $ALL
bench score_all --real-suite score $M $ALL
pack; ls -la $OUT
