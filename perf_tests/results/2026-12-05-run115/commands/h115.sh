# Run 115 call H (on an H100, the card the device could start): every kspmv kernel on the held-out and fit
# suites, y = Ax, and the held out y = Aᵀx: what the automatic rule (fitted on H200s) leaves to the fastest
# kernel on this card; then issue 10's held-out K = 32 in the time left. Carry p113.tar.xz, m, h115.sh.
PACK=p113 CALL=h1 LIMIT_S=570 source perf_tests/tools/device_call.sh
BENCH_MAX_S=130 bench scoreN_all --real-suite score $M --reps 20
BENCH_MAX_S=130 bench fitN_all --real-suite fit $M --reps 20
BENCH_MAX_S=110 bench scoreT_all --real-suite score $M --reps 20 --mode T
BENCH_MAX_S=180 bench score_k32 --real-suite score $M --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
