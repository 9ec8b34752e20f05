# Run 84 call n0: the latency regime with main 2747589's kspmv-bench (.device/r84o; its rank-1 paths are the
# branch's): every algorithm on both halves of the unreplicated files, two passes (run 64: passes drift by up to
# 25% together, so each is read against cuSPARSE in the same pass), and the built-in small suite (the floor of
# each path on tiny matrices). Predicted: automatic at 0.75-0.77 of cuSPARSE's best on the score half, as run 64.
tar -xJf .device/r84o.tar.xz -C .device
CALL=n0 LIMIT_S=400 source perf_tests/tools/device_call.sh
B=.device/r84o/perf_tests/kspmv-bench
md5sum $B > $R/binaries.md5
export BENCH_MAX_S=90
for p in 1 2; do
  bench small_fit_$p --small-suite fit $M
  bench small_score_$p --small-suite score $M
done
bench builtin_small --suite small
pack
