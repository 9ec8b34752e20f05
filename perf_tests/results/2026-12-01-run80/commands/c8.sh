# Run 80 call 8: the second commit (f5444ed + /tmp/r80_batches.diff, .device/r80g: warp-rows handles serve every
# rank-2 op = A, a launch per 8 doubles' columns with X as given; no merge walk, staging or row-major copy for
# them). CUDA tests as c3; then the three long-row files at K = 32, 16, 12, 8 against f5444ed's bench (r80c),
# and the held-out suite at K = 16 with cuSPARSE.
# Predicted (c7's experiment build): K = 16 and 32 0.70-0.77 of f5444ed's time, K = 12 0.64-0.68, K = 8 1.00;
# held out K = 16 gm 1.951 -> ~1.99 with bundle1 0.82 -> ~1.17.
for t in r80c r80g; do tar -xJf .device/$t.tar.xz -C .device; done
BUILD_DIR=.device/r80g CALL=c8 LIMIT_S=450 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r80c/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_spmv_complex test_spmv_double_int_offsets; do TAG=_cv runtest $t $F; done
runtest test_spmv_float
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30"
A="--algorithms automatic --no-cusparse"
export BENCH_MAX_S=40
for K in 32 16 12 8; do
  B=$NEW bench x${K}_new $X --vectors $K $A
  B=$OLD bench x${K}_old $X --vectors $K $A
done
B=$NEW BENCH_MAX_S=90 bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
pack
