# Run 75 call 4 (one H200, ~590 s): the record at 413145f (.device/f75.tar.xz: kspmv-bench and every one-GPU test
# program of 413145f, built on the development machine as commands/r75_prebuilds.sh says).
# Every CUDA test program (the three other scalars / offsets on the staged, load-balance and transpose suites);
# Y = A^T X held out at K = 8, 4, 16 and the large suite at K = 8, automatic (staged by the rule) against cuSPARSE.
# Predicted held out: K = 8 gm 2.4-2.6x (call 1 forced staged: 2.3 with Chem97Zt at 0.55, which the rule leaves to
# run 74's path, ~0.98), none below 1 but Chem97Zt; K = 4 2.0-2.3, K = 16 2.4-2.8; large suite 1.5-3x.
tar -xJf .device/f75.tar.xz -C .device
BUILD_DIR=.device/f75 CALL=c4 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
runtest test_spmv_double
A="--real-suite score $M --mode T --algorithms automatic"
export BENCH_MAX_S=120
bench score_t8 $A --vectors 8
bench score_t4 $A --vectors 4
F='--gtest_filter=*staged*:*load_balance*:*transpose_one_column*'
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_sv runtest $t $F; done
bench score_t16 $A --vectors 16
bench large_t8 --suite large --mode T --vectors 8 --algorithms automatic
pack; ls -la $OUT
