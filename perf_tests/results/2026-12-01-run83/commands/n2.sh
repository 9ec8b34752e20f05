# Run 83 call 2. .device/r83m: 67e3233 (branch next/staged-occupancy with main merged and the ten-team build
# kept to scalars whose ten teams' scratch fits), kspmv-bench, the nine one-GPU test programs, and a local variant
# of its bench with staged_products_ordered_min_teams = 12 (40 registers; run 82's c3 forced 12 teams on the fit
# suite: bcsstk33 0.871-0.894, circuit204 0.883-0.903 of 8 teams' time, against 0.885-0.911 at 10).
# (a) The CUDA tests of 67e3233: run 83's n1 failed SpmvComplex.csr_load_balance on the branch (Kokkos refused the
#     ten-team build's team size for complex<double>). Predicted: all pass.
# (b) 12 against 10 teams where rows are in order and narrow: the score's three and bcsstk33, circuit204 (staged
#     forced), K = 8, 4. Predicted 0.97-0.99 of the time.
# (c) Held out, K = 4 and 8, against cuSPARSE's best SpMM at 67e3233. Predicted as n1: gm 1.48 / 1.85.
tar -xJf .device/r83m.tar.xz -C .device
BUILD_DIR=.device/r83m CALL=n2 LIMIT_S=585 source perf_tests/tools/device_call.sh
T12=.device/r83m/variants/t12/kspmv-bench; BASE=$B
md5sum $B $T12 $BIN/unit_tests/* > $R/binaries.md5
CUOBJ=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for b in $B $T12; do echo "== $b"; $CUOBJ --dump-resource-usage $b | grep -A1 StagedProducts | grep -o "REG:[0-9]* STACK:[0-9]* SHARED:[0-9]* LOCAL:[0-9]*" | sort | uniq -c; done > $R/resources.txt 2>&1
runtest test_errors_and_handle
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
S="--matrix $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@auto --algorithms automatic --no-cusparse"
C="--matrix $M/bcsstk33.mtx.gz@41 $M/circuit204.mtx.gz@4080 --algorithms csr_load_balance --merge-walk no --warp-rows no --staged-products yes --no-cusparse"
export BENCH_MAX_S=60
for K in 8 4; do
  for v in base t12; do
    case $v in base) BB=$BASE;; t12) BB=$T12;; esac
    B=$BB bench s${K}_$v $S --vectors $K
    B=$BB bench c${K}_$v $C --vectors $K
  done
done
B=$BASE
runtest test_spmv_double
runtest test_spmv_float
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
BENCH_MAX_S=150 bench score4 --real-suite score $M --vectors 4 --algorithms automatic
BENCH_MAX_S=120 bench score8 --real-suite score $M --vectors 8 --algorithms automatic
pack
