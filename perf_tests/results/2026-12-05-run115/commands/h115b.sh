# Run 115 call H2 (the same H100, warm): every kspmv kernel on the fit suite and the large suite, y = Aᵀx and
# y = Ax; then issue 10's large suite at K = 32 (run 114 finished 4 of 8 files). Carry p113.tar.xz, m, h115b.sh.
PACK=p113 CALL=h2 LIMIT_S=400 source perf_tests/tools/device_call.sh
BENCH_MAX_S=90 bench fitT_all --real-suite fit $M --reps 20 --mode T
BENCH_MAX_S=90 bench largeN_all --suite large --reps 20
BENCH_MAX_S=200 bench large_k32 --suite large --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
