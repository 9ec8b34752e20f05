# Run 78 call 7: the final commit (call 6 found the tile-load branch cost the column-major gathers 12% at K = 4;
# it is now a kernel of its own). Every one-GPU CUDA test program (the other scalar / offset programs on the
# suites this change touches), the fit-side files and bundle1 / Chem97Zt at K = 4 and 8, held out K = 4.
tar -xJf .device/r78g.tar.xz -C .device
BUILD_DIR=.device/r78g CALL=c7 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
X="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bcsstk13.mtx.gz@auto $M/bcsstk24.mtx.gz@auto $M/cavity14.mtx.gz@auto $M/fidapex6.mtx.gz@auto $M/bundle1.mtx.gz@30 $M/Chem97Zt.mtx.gz@auto"
for k in 4 8; do BENCH_MAX_S=20 bench xfit_auto$k $X --vectors $k --algorithms automatic --no-cusparse; done
BENCH_MAX_S=45 bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance'
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_cv runtest $t $F; done
pack
