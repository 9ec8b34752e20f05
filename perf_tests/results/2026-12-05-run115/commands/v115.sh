# Run 115 call V: the library at run 115's tree (the local-rows clause follows the card's DRAM peak,
# TuningTable::ell_local_min_peak_gbs), pack p115 (kspmv-bench, kspmv_test_library): the library's tests, every
# kspmv kernel on the held-out and fit suites (y = Ax, then held out y = Aᵀx), then the rest of the record (large
# N and T, fit T, held out K = 8 and 4) while time is left. Carry p115.tar.xz, m, v115.sh. On either card.
PACK=p115 CALL=v1 LIMIT_S=540 source perf_tests/tools/device_call.sh
TAG=_library runtest kspmv_test_library
BENCH_MAX_S=100 bench scoreN_all --real-suite score $M --reps 20
BENCH_MAX_S=80 bench fitN_all --real-suite fit $M --reps 20
BENCH_MAX_S=90 bench scoreT_all --real-suite score $M --reps 20 --mode T
A="--algorithms automatic,kk_native --reps 20"
BENCH_MAX_S=90 bench largeN $A --suite large
BENCH_MAX_S=90 bench largeT $A --suite large --mode T
BENCH_MAX_S=40 bench fitT $A --real-suite fit $M --mode T
BENCH_MAX_S=100 bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=100 bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
