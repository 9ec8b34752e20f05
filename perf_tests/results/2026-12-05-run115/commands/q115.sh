# Run 115 call Q: issue 10 at K = 32 (held out, then large) at eda0928a, the limits of run 114's q114.sh
# (which it replaces, unrun); then every kspmv kernel on the held-out and fit suites, y = Ax and y = Aᵀx,
# to see what the automatic rule leaves to its best kernel (last measured so in run 56). Carry
# p113.tar.xz, m, q115.sh. About 520 s on an H200. Its prologue is device_call.sh's PACK (run 115).
PACK=p113 CALL=q2 LIMIT_S=570 source perf_tests/tools/device_call.sh
V="--algorithms automatic --reps 20 --variant-budget-ms 4000"
BENCH_MAX_S=150 bench score_k32 --real-suite score $M --vectors 32 $V
BENCH_MAX_S=110 bench large_k32 --suite large --vectors 32 $V
BENCH_MAX_S=110 bench scoreN_all --real-suite score $M --reps 20
BENCH_MAX_S=90 bench scoreT_all --real-suite score $M --reps 20 --mode T
BENCH_MAX_S=90 bench fitN_all --real-suite fit $M --reps 20
pack
