# Run 82 call 1. (a) The CUDA tests of 6261e6f (.device/r82m: main's kspmv-bench and the nine one-GPU test
# programs), never run on the GPU since 4e53019 (run 81's c10_prepared.sh, widened to every program).
# (b) Scan steps (.device/r82s: 6261e6f + diffs/r82_scan_steps.diff, kspmv-bench): the staged-products kernel and
# rank-1 CSRI run only the segmented-scan steps their warp's longest segment needs (arch::scan_steps of the
# ballot of row ends), not log2 W = 5, A/B against r82m's bench, alternating. Staged: run 81 c5's matrices at
# K = 8 and 4; rank 1: the score suite's csr_load_balance matrices.
# Predicted: staged 0.93-0.98 of the time on web-NotreDame / Chem97Zt / rajat01 (short rows, most warps 1-2
# steps), ~1.0 on soc-Epinions1; rank-1 CSRI 0.95-1.0 (its window's loads dominate).
# (c) Floats under warp rows (the handle's copy rule, run 81's open review item): automatic, --row-major-x never
# and always at K = 4, 8, 16 on mbeacxc, beaflw, bundle1 x30, r82m's bench.
tar -xJf .device/r82m.tar.xz -C .device; tar -xJf .device/r82s.tar.xz -C .device
BUILD_DIR=.device/r82m CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
OLD=$B; NEW=.device/r82s/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
F="--matrix $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto"
A="--algorithms automatic --no-cusparse"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
export BENCH_MAX_S=45
for K in 8 4; do
  B=$NEW bench f${K}_new $F --vectors $K $A
  B=$OLD bench f${K}_old $F --vectors $K $A
  B=$NEW bench s${K}_new $S --vectors $K $A
  B=$OLD bench s${K}_old $S --vectors $K $A
  B=$NEW bench c${K}_new --matrix $M/circuit204.mtx.gz@4080 --vectors $K $C
  B=$OLD bench c${K}_old --matrix $M/circuit204.mtx.gz@4080 --vectors $K $C
done
R1="--matrix $M/web-NotreDame.mtx.gz@16 $M/bundle1.mtx.gz@30 $M/soc-Slashdot0902.mtx.gz@24 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto $M/ct2010.mtx.gz@auto"
B=$NEW bench n1_new $R1 $A
B=$OLD bench n1_old $R1 $A
B=$NEW bench n1b_new $R1 $A
B=$OLD bench n1b_old $R1 $A
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --scalar float $A"
for K in 4 8 16; do
  bench w${K}_auto $W --vectors $K
  bench w${K}_never $W --vectors $K --row-major-x never
  bench w${K}_always $W --vectors $K --row-major-x always
done
runtest test_spmv_double
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
runtest test_spmv_float
pack
