# Run 115 call C (for an H200): every kspmv kernel on the held-out and fit suites, y = Ax, and held out y = Aᵀx
# (what the automatic rule leaves to the fastest kernel; h115.sh ran the same on an H100), then the rest of
# the record at eda0928a as run 113's r113.sh (fit T, large N and T, held out K = 8, 4; the *_all benches hold
# the held-out N and T and fit N jobs, Kokkos Kernels native and merge path beside).
# Carry p113.tar.xz, m, c115.sh. About 330 s on an H200.
PACK=p113 CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
BENCH_MAX_S=100 bench scoreN_all --real-suite score $M --reps 20
BENCH_MAX_S=80 bench fitN_all --real-suite fit $M --reps 20
BENCH_MAX_S=90 bench scoreT_all --real-suite score $M --reps 20 --mode T
A="--algorithms automatic,kk_native --reps 20"
BENCH_MAX_S=40 bench fitT $A --real-suite fit $M --mode T
BENCH_MAX_S=90 bench largeN $A --suite large
BENCH_MAX_S=90 bench largeT $A --suite large --mode T
BENCH_MAX_S=120 bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=120 bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20 --variant-budget-ms 4000
pack
