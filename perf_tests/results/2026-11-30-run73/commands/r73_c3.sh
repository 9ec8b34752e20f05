# Run 73 call 3 (one H200, ~150 s): where between K = 4 (the staged kernel or CSRI faster than the merge walk on the
# fit suite) and K = 8 (the walk faster) the walk should start, and whether K = 2 follows K = 4. c1's
# kspmv-bench-final (main), automatic as in main against automatic with SpmvOptions::merge_walk = false.
tar -xJf .device/c2bin.tar.xz -C .device
BUILD_DIR=.device/c2bin CALL=c3 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
P=$BIN/perf_tests
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=60 B=$P/kspmv-bench-final
for k in 2 6; do
  bench fit_k${k}_final --real-suite fit $M --vectors $k $A
  bench fit_k${k}_nomw --real-suite fit $M --vectors $k $A --merge-walk no
done
bench score_k6_final --real-suite score $M --vectors 6 $A
bench score_k6_nomw --real-suite score $M --vectors 6 $A --merge-walk no
pack; ls -la $OUT
