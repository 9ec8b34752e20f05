# Run 81 call 8: the commit 93fb1b8 (.device/r81f: kspmv-bench and the nine one-GPU test programs; a refactor with no
# change in behaviour: the handle reads the plan's warp-rows decision). The CUDA tests as run 80's c8, then the held-out
# suite at K = 32 against cuSPARSE's best SpMM (run 80's c5 ran past its cap there), in three benches of five files.
# Predicted: every test passes; K = 32 gm ~1.9-2.0x (K = 16: 2.003x), web-NotreDame and Chem97Zt below 1 (0.85-0.9).
tar -xJf .device/r81f.tar.xz -C .device
BUILD_DIR=.device/r81f CALL=c8 LIMIT_S=575 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
F='--gtest_filter=*csr_vector*:*csr_load_balance*'
for t in test_spmv_complex test_spmv_double_int_offsets; do TAG=_cv runtest $t $F; done
runtest test_spmv_float
export BENCH_MAX_S=110
bench score32_a --matrix $M/web-NotreDame.mtx.gz@16 $M/bundle1.mtx.gz@30 $M/soc-Slashdot0902.mtx.gz@24 $M/wave.mtx.gz@12 $M/wiki-Vote.mtx.gz@autop --vectors 32 --algorithms automatic
bench score32_b --matrix $M/bcsstk29.mtx.gz@auto $M/delaunay_n16.mtx.gz@autop $M/rgg_n_2_15_s0.mtx.gz@autop $M/rajat01.mtx.gz@auto $M/luxembourg_osm.mtx.gz@autop --vectors 32 --algorithms automatic
bench score32_c --matrix $M/Chem97Zt.mtx.gz@auto $M/memplus.mtx.gz@autop $M/ct2010.mtx.gz@auto $M/kmnist_norm_10NN.mtx.gz@autop $M/bcsstk16.mtx.gz@auto --vectors 32 --algorithms automatic
pack
