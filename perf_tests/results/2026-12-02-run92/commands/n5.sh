# Run 92 call n5 (n4's machine, warm, n4's build): the held-out suite in modes T and K = 4, automatic against
# cuSPARSE, to show issues 6 and 10's numbers hold at the final commit (their kernels' code is unchanged:
# predicted within 2% of run 89's 1.055 / 1.483).
CALL=n5 LIMIT_S=170 source perf_tests/tools/device_call.sh
bench score_T --real-suite score $M --algorithms automatic --mode T
bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
