# As run 73 prepared it (commands/next_r74_call1.sh of 2026-11-30-run73), unchanged. Binaries: .device/c4bin.tar.xz = run 73's
# /work/cubuild73 build at f078f45 (kspmv-bench, test_spmv_double, test_errors_and_handle rebuilt there after run 73 c4;
# f39f6cd differs from it in comments only), .device/w74bin.tar.xz = run 73's commands/next_r74_walk_prebuild.sh.
# Run 74 call 1, prepared in run 73 (one H200, ~560 s). Binaries: .device/c4bin.tar.xz = a build of main (as run 73's
# commands/r73_c4_prebuild.sh: kspmv-bench and the test programs) and .device/w74bin.tar.xz
# (commands/next_r74_walk_prebuild.sh: kspmv-bench-u8, -u12). Rebuild both on a fresh machine first.
# (1) Y = A^T X at K = 8 a launch per column of Y (SpmvOptions::transpose_vectors = one_at_a_time, opt-in since
#     f078f45; run 73 c6: 0.902x cuSPARSE held out in one launch, and 1.35-4.05x the time of eight rank-1 transposes
#     on the permuted matrices and those ELL holds). Fit suite both ways (the rule is fitted there), score suite
#     a column at a time against cuSPARSE. Predicted held out 1.4-1.6x (from run 73's rank-1 times: eight rank-1
#     applies where they were faster), the unpermuted short-row graphs (web-NotreDame, rajat01, Chem97Zt) 1.1-1.6x
#     slower a column at a time; the CUDA suite test of the option.
# (2) The merge walk with 8 and 12 entries' loads in flight a walker (main: 4; run 73 c1: 80% of the walk's stall
#     samples on bundle1 are long-scoreboard waits, 43% occupancy) on the five real matrices the rule walks, at K = 8
#     and 16, automatic. Predicted u8 / final 0.85-0.95 (bundle1 lowest), u12 / final 0.85-1.00.
# (3) Every kspmv algorithm in mode T at K = 8 on the five held-out losers of run 73 c6, and automatic with the cached
#     transpose (expected_transposed_applies = 100).
tar -xJf .device/c4bin.tar.xz -C .device
tar -xJf .device/w74bin.tar.xz -C .device
cp .device/w74bin/perf_tests/* .device/c4bin/perf_tests/
BUILD_DIR=.device/c4bin CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
P=$BIN/perf_tests
TAG=_columns runtest test_spmv_double --gtest_filter='*transpose_one_column*'
A="--mode T --vectors 8 --algorithms automatic"
bench fit_t8 --real-suite fit $M $A --no-cusparse
bench fit_t8_columns --real-suite fit $M $A --no-cusparse --transpose-vectors one_at_a_time
bench score_t8_columns --real-suite score $M $A --transpose-vectors one_at_a_time
W="$M/bundle1.mtx.gz@30 $M/soc-Slashdot0902.mtx.gz@24 $M/wiki-Vote.mtx.gz@autop $M/astro-ph.mtx.gz@autop $M/ca-CondMat.mtx.gz@auto"
export BENCH_MAX_S=60
for k in 8 16; do
  for v in final u8 u12; do
    b=$P/kspmv-bench
    [ $v = final ] || b=$b-$v
    B=$b bench walk_k${k}_$v --matrix $W --vectors $k --algorithms automatic --no-cusparse
  done
done
T="$M/bcsstk29.mtx.gz@auto $M/bcsstk16.mtx.gz@auto $M/rajat01.mtx.gz@auto $M/wave.mtx.gz@12 $M/web-NotreDame.mtx.gz@16"
BENCH_MAX_S=120 bench t8_all --matrix $T --mode T --vectors 8
bench t8_cached --matrix $T --mode T --vectors 8 --algorithms automatic --transposed-applies 100 --no-cusparse
pack; ls -la $OUT
