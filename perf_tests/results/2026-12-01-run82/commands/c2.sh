# Run 82 call 2. .device/r82c: 30c0472's kspmv-bench and nine one-GPU test programs, and two local variants of
# its bench (perf_tests/tools/local_variant.sh: the rank-2 double handle-core object recompiled with
# staged_products_min_teams = 9 and 10 in place of 8, the staged kernel's __launch_bounds__ minimum of teams).
# (a) Floats under warp rows, 30c0472 against 6261e6f (r82m, carried from c1), K = 4, 8. Predicted: K = 4
#     0.84-0.87 of the time (c1's copy against as given), K = 8 1.00.
# (b) min teams 9 / 10 against 8 on the staged matrices of c1, K = 8, 4. The kernel has 60 registers at 8 teams
#     (50% occupancy); 9 teams bound it to 56, 10 to 48 (62.5%). Predicted: 0.95-1.0 at 9; at 10 0.9-1.0 if it
#     does not spill, worse if it does (resources.txt).
# (c) The CUDA tests of 30c0472. (d) Held out, K = 4, against cuSPARSE's best SpMM (run 80: gm 1.451).
tar -xJf .device/r82c.tar.xz -C .device; tar -xJf .device/r82m.tar.xz -C .device
BUILD_DIR=.device/r82c CALL=c2 LIMIT_S=585 source perf_tests/tools/device_call.sh
OLD=.device/r82m/perf_tests/kspmv-bench; T9=.device/r82c/variants/t9/kspmv-bench; T10=.device/r82c/variants/t10/kspmv-bench
md5sum $B $OLD $T9 $T10 $BIN/unit_tests/* > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $B $T9 $T10; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
A="--algorithms automatic --no-cusparse"
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --scalar float $A"
export BENCH_MAX_S=40
for K in 4 8; do
  B=$BIN/perf_tests/kspmv-bench bench fl${K}_new $W --vectors $K
  B=$OLD bench fl${K}_old $W --vectors $K
done
F="--matrix $M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080"
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto"
C="--algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
for K in 8 4; do
  for v in base t9 t10; do
    case $v in base) BB=$BIN/perf_tests/kspmv-bench;; t9) BB=$T9;; t10) BB=$T10;; esac
    B=$BB bench f${K}_$v $F --vectors $K $A
    B=$BB bench s${K}_$v $S --vectors $K $A
    B=$BB bench c${K}_$v --matrix $M/circuit204.mtx.gz@4080 --vectors $K $C
  done
done
runtest test_errors_and_handle
runtest test_spmv_float
runtest test_spmv_double
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
B=$BIN/perf_tests/kspmv-bench BENCH_MAX_S=150 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
pack
