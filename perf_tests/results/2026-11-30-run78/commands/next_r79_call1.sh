# Prepared in run 78 for run 79 (one H200, ~300 s), not run. Binaries: .device/r78g.tar.xz = the final commit's code
# (2400bd9's kernels; kspmv-bench and the nine one-GPU test programs), built and packed on the development machine
# as COMMANDS.md says; md5 sums in run 78's c7/binaries.md5.
# (1) test_spmv_complex on the csr_vector / csr_load_balance suites at the final commit (run 78's c7 ran out of time
#     before it; c5 passed them at 482e4cd), and the int-offsets / float programs whole.
# (2) What separates the warp-a-row kernel from cuSPARSE's COO SpMM on bundle1 x30 at K = 8 (0.411 against 0.361 ms):
#     ncu of one launch of each, the L1 hit rate of X's gathers and L2 traffic. Predicted: the warp kernel moves
#     1.2-1.5x cuSPARSE's L2 -> SM bytes (its L1 hit rate lower), both near L2's bandwidth.
tar -xJf .device/r78g.tar.xz -C .device
BUILD_DIR=.device/r78g CALL=c1 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance'
runtest test_spmv_double_int_offsets
runtest test_spmv_float
# The cuSPARSE regex is a guess at its kernels' demangled names (the bench runs all seven SpMM algorithms; COO ALG3 is
# the one wanted): check ncu_cusparse.log for the name caught and narrow it.
for k in CsrVectorTiles cusparse; do
  timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:$k" --launch-skip 2 \
    --launch-count 1 --section MemoryWorkloadAnalysis --section SpeedOfLight -o /tmp/rep_$k -f $B \
    --matrix $M/bundle1.mtx.gz@30 --vectors 8 --algorithms automatic --reps 2 --warmup 2 > $R/ncu_$k.log 2>&1
  ncu -i /tmp/rep_$k.ncu-rep --page details > $R/ncu_$k.txt 2>&1
done
pack
