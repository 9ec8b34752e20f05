# Prepared for run 83 (not run in run 82: its device time was spent). Binaries: .device/r82n (branch
# next/staged-occupancy at a5c5850: kspmv-bench and the nine one-GPU test programs, built on the development
# machine) and .device/r82c (30c0472, main's kernels) for the A/B. Rebuild both if .device/ is gone:
# dev_build.sh from worktrees of the two commits.
# (a) The CUDA tests of the branch (its new handle test runs both builds of the staged kernel).
# (b) The rule where automatic stages: c1's matrices and the census graphs at K = 8 and 4, A/B against 30c0472.
#     Predicted: web-NotreDame, rajat01, Chem97Zt 0.90-0.94 (10 teams); soc-Epinions1, ct2010, de2010, vt2010,
#     nh2010 1.00 (8 teams: the rule declines them). describe() names the teams (bench "note" / details).
# (c) Held out at K = 4 and 8 against cuSPARSE's best SpMM: predicted gm 1.49-1.50 (K = 4) and 1.90-1.92 (K = 8),
#     web-NotreDame 0.88-0.90, Chem97Zt 0.93-0.96.
tar -xJf .device/r82n.tar.xz -C .device; tar -xJf .device/r82c.tar.xz -C .device
BUILD_DIR=.device/r82n CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r82c/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $NEW $OLD; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
runtest test_errors_and_handle
A="--algorithms automatic --no-cusparse"
X="--matrix $M/soc-Epinions1.mtx.gz@47 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto $M/ct2010.mtx.gz@auto $M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/nh2010.mtx.gz@auto"
export BENCH_MAX_S=60
for K in 8 4; do
  B=$NEW bench x${K}_new $X --vectors $K $A
  B=$OLD bench x${K}_old $X --vectors $K $A
done
B=$NEW BENCH_MAX_S=150 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
B=$NEW BENCH_MAX_S=120 bench score8 --real-suite score $M --vectors 8 --algorithms automatic
runtest test_spmv_double
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
runtest test_spmv_float
pack
