# Run 78 call 5: the final commit's binaries (warp rows in csr_load_balance's rank-2 applies of <= 8 doubles,
# csr_vector's rank-2 warp kernel). Every one-GPU CUDA test program (the three other scalar / offset programs
# on the suites this change touches), then held out K = 4 and 8 (automatic against cuSPARSE's best SpMM),
# the fit-side files of calls 3-4 under automatic, and rank 1 on the large suite (N) and held out (N and T): paths this change leaves alone.
tar -xJf .device/r78f.tar.xz -C .device
BUILD_DIR=.device/r78f CALL=c5 LIMIT_S=575 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance'
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_cv runtest $t $F; done
BENCH_MAX_S=70 bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
BENCH_MAX_S=70 bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto"
for k in 4 8 16; do BENCH_MAX_S=40 bench xfit_auto$k $X --vectors $k --algorithms automatic; done
BENCH_MAX_S=60 bench large_n --suite large --algorithms automatic
BENCH_MAX_S=70 bench score_n --real-suite score $M --algorithms automatic
BENCH_MAX_S=60 bench score_t --real-suite score $M --algorithms automatic --mode T
pack
