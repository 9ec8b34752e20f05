# run 61 call 4 (one H200): the wide gather tile as committed (DIA, ELL, SELL-P take 64-byte tiles where
# K * sizeof(S) >= 64): issue 10's stencil bars at K = 8 with cuSPARSE, K = 16 and 32 on the stencils, the held-out
# real suite at K = 8 against cuSPARSE (its ELL picks are the rule's score), then the fit suites at K = 8 (c3's
# t4 / t8 columns are the before / predicted after). Predictions from c3: DIA stencils at K = 8 0.277 / 0.193 /
# 0.898 ms, K = 16 0.511 / 0.364 / 1.719; held out ELL picks 1.0-1.18x faster, the others unchanged.
CALL=c4 LIMIT_S=285 source perf_tests/tools/device_call.sh kspmv-bench
ST="--case stencil7:160 --case stencil27:100 --case stencil5:4096"
bench k8_st $ST --vectors 8 --algorithms automatic
bench k8_score --real-suite score $M --vectors 8 --algorithms automatic
bench k16_st $ST --vectors 16 --algorithms automatic --no-cusparse
bench k32_st $ST --vectors 32 --algorithms automatic --no-cusparse
bench k8_rfit --real-suite fit $M --vectors 8 --algorithms automatic --no-cusparse
bench k8_gfit --suite fit --vectors 8 --algorithms automatic --no-cusparse
pack; ls -la $OUT
