# Run 83 call 4. .device/r83f: fa0a195 (warp rows load whole tiles of X's rows where K leaves the tile part-filled),
# kspmv-bench and the nine one-GPU test programs; .device/r83m (67e3233) for the A/B.
# (a) Floats under warp rows at K = 3, 4 and doubles at K = 2, 3 (mbeacxc, beaflw, bundle1 x30), fa0a195 against
#     67e3233. Predicted: floats at K = 4 0.85-0.90 of the time (about floats' K = 8 time), K = 3 the same; doubles
#     1.00 (X as given: column-major, no tile loads).
# (b) The CUDA tests of fa0a195 (the kernel serves csr_vector and the warp rows in every scalar).
tar -xJf .device/r83f.tar.xz -C .device; tar -xJf .device/r83m.tar.xz -C .device
BUILD_DIR=.device/r83f CALL=n4 LIMIT_S=385 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r83m/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --algorithms automatic --no-cusparse"
export BENCH_MAX_S=20
for K in 4 3; do
  B=$NEW bench f${K}_new $W --vectors $K --scalar float
  B=$OLD bench f${K}_old $W --vectors $K --scalar float
done
B=$NEW bench d3_new $W --vectors 3
B=$OLD bench d3_old $W --vectors 3
B=$NEW
runtest test_errors_and_handle
runtest test_spmv_float
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
runtest test_spmv_double
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
pack
