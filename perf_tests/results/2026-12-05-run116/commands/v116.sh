# Run 116 call V: the library at d01ecbf1 (run 115's final tree), pack p116 (kspmv-bench, kspmv_test_library),
# for an H200: the library's tests, every kspmv kernel on the held-out and fit suites (y = Ax, then held out
# y = Aᵀx), the rest of the record (large N and T, fit T, held out K = 8 and 4), then issue 10's held-out K = 32
# (owed on an H200 since run 114), while time is left. Carry p116.tar.xz, m, v116.sh. About 420 s.
PACK=p116 CALL=v1 LIMIT_S=560 source perf_tests/tools/device_call.sh
TAG=_library runtest kspmv_test_library
BENCH_MAX_S=100 bench scoreN_all --real-suite score $M --reps 20
BENCH_MAX_S=80 bench fitN_all --real-suite fit $M --reps 20
BENCH_MAX_S=90 bench scoreT_all --real-suite score $M --reps 20 --mode T
A="--algorithms automatic,kk_native --reps 20"
BENCH_MAX_S=90 bench largeN $A --suite large
BENCH_MAX_S=90 bench largeT $A --suite large --mode T
BENCH_MAX_S=40 bench fitT $A --real-suite fit $M --mode T
V="--algorithms automatic --reps 20 --variant-budget-ms 4000"
BENCH_MAX_S=100 bench score_k8 --real-suite score $M --vectors 8 $V
BENCH_MAX_S=100 bench score_k4 --real-suite score $M --vectors 4 $V
BENCH_MAX_S=150 bench score_k32 --real-suite score $M --vectors 32 $V
pack
