# Prepared in run 78 for run 79 (one H200, ~300 s); run as run 79's c1 with (3) added and the order changed. Binaries: .device/r78g.tar.xz = the final commit's code
# (2400bd9's kernels; kspmv-bench and the nine one-GPU test programs), built and packed on the development machine
# as COMMANDS.md says; md5 sums in run 78's c7/binaries.md5.
# (1) test_spmv_complex on the csr_vector / csr_load_balance suites at the final commit (run 78's c7 ran out of time
#     before it; c5 passed them at 482e4cd), and the int-offsets / float programs whole.
# (2) What separates the warp-a-row kernel from cuSPARSE's COO SpMM on bundle1 x30 at K = 8 (0.411 against 0.361 ms):
#     ncu of one launch of each, the L1 hit rate of X's gathers and L2 traffic. Predicted: the warp kernel moves
#     1.2-1.5x cuSPARSE's L2 -> SM bytes (its L1 hit rate lower), both near L2's bandwidth.
tar -xJf .device/r78g.tar.xz -C .device
BUILD_DIR=.device/r78g CALL=c1 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance'
# The cuSPARSE regex is a guess at its kernels' demangled names (the bench runs all seven SpMM algorithms; COO ALG3 is
# the one wanted): check ncu_cusparse.log for the name caught and narrow it.
for k in CsrVectorTiles cusparse; do
  timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:$k" --launch-skip 2 \
    --launch-count 1 --section MemoryWorkloadAnalysis --section SpeedOfLight -o /tmp/rep_$k -f $B \
    --matrix $M/bundle1.mtx.gz@30 --vectors 8 --algorithms automatic --reps 2 --warmup 2 > $R/ncu_$k.log 2>&1
  ncu -i /tmp/rep_$k.ncu-rep --page details > $R/ncu_$k.txt 2>&1
done
# (3) Run 79: what the second launch (finish_carried_rows: cut rows and the list of empty rows) costs
#     next to the CSRI gather on web-NotreDame x16 at rank 1 (58% of its rows are empty), and cuSPARSE's COO ALG1
#     there: kernel durations by ncu (one apply each after the warm-up).
timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:CsriChunks|FinishShortRows|FinishRowsByTeams" \
  --launch-skip 4 --launch-count 4 --metrics gpu__time_duration.sum $B --matrix $M/web-NotreDame.mtx.gz@16 \
  --algorithms automatic --reps 2 --warmup 2 > $R/ncu_wnd_rank1.txt 2>&1
timeout 90 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:cusparse|coo|csrmv" \
  --launch-count 40 --metrics gpu__time_duration.sum,dram__bytes.sum $B --matrix $M/web-NotreDame.mtx.gz@16 \
  --algorithms automatic --reps 2 --warmup 2 > $R/ncu_wnd_cusparse.txt 2>&1
# the whole programs last: runtest stops at the call's limit
runtest test_spmv_double_int_offsets
runtest test_spmv_float
pack
