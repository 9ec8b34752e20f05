# Run 97 call n3 (given inline; n2's machine, warm, /tmp/bin from n2): the held-out score suite in mode T and
# at K = 16, 32.
BUILD_DIR=/tmp/bin CALL=n3 LIMIT_S=430 source perf_tests/tools/device_call.sh && export BENCH_MAX_S=140 && bench score_T --real-suite score $M --algorithms automatic --mode T --reps 20; BENCH_MAX_S=110 bench score_k16 --real-suite score $M --vectors 16 --algorithms automatic --reps 20; BENCH_MAX_S=150 bench score_k32 --real-suite score $M --vectors 32 --algorithms automatic --reps 15; pack
