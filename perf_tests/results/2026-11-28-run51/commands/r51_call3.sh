# run 51 call 3 (nvidia-h100-x1): P·A·Pᵀ's statistics from A's (row-order pass only) and its rows copied with a
# vector sized to the mean row; phase times again (experiment build); growth capped at 8 vs 16 rounds per seeding
# (KSPMV_MAX_GROWTH, experiment); fit suite with automatic, R and RV at the table's 256 for the payoff refit.
start=$(date +%s)
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench test_errors_and_handle test_spmv_double || exit 1
M=.device/m; R=$OUT/c3; mkdir -p $R
echo "built at $(( $(date +%s) - start )) s"
timeout 60 build-dev/unit_tests/test_errors_and_handle --gtest_filter='*Reorder*' > $R/test_reorder.log 2>&1; echo "handle reorder rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_reorder.log | tr '\n' ' ')"
timeout 120 build-dev/unit_tests/test_spmv_double --gtest_filter='*reordered*' > $R/test_spmv_double_reordered.log 2>&1; echo "double reordered rc=$? $(grep -E '^\[  (PASSED|FAILED)' $R/test_spmv_double_reordered.log | tr '\n' ' ')"
B=build-dev/perf_tests/kspmv-bench
P="--matrix $M/memplus.mtx.gz@autop --matrix $M/kmnist_norm_10NN.mtx.gz@autop --matrix $M/delaunay_n16.mtx.gz@autop --matrix $M/rgg_n_2_15_s0.mtx.gz@autop --matrix $M/wiki-Vote.mtx.gz@autop --matrix $M/luxembourg_osm.mtx.gz@autop"
KSPMV_REORDER_PHASES=1 timeout 120 $B $P --matrix $M/web-NotreDame.mtx.gz@16 --case denserows:2097152:4 --algorithms automatic --reorder always --no-cusparse --reps 5 --json $R/phases.json > $R/phases.txt 2> $R/phases.err; echo "phases rc=$? at $(( $(date +%s) - start )) s"
KSPMV_MAX_GROWTH=8 timeout 150 $B $P --algorithms automatic --reorder-variants --no-cusparse --reps 20 --json $R/growth8.json > $R/growth8.txt 2> $R/growth8.err; echo "growth8 rc=$? at $(( $(date +%s) - start )) s"
timeout 150 $B $P --algorithms automatic --reorder-variants --no-cusparse --reps 20 --json $R/growth16.json > $R/growth16.txt 2> $R/growth16.err; echo "growth16 rc=$? at $(( $(date +%s) - start )) s"
timeout 150 $B --real-suite fit $M --algorithms automatic,csr_load_balance --reorder-variants --no-cusparse --reps 20 --json $R/fit.json > $R/fit.txt 2> $R/fit.err; echo "fit rc=$? at $(( $(date +%s) - start )) s"
grep "\[phase\]\|x[0-9]*:\|denserows" $R/phases.err | grep -v "^\[kspmv-bench\]   " | head -120
cd $OUT && tar czf c3.tar.gz c3 && rm -rf c3
