# Run 87 call n5: the lanes cap from 1.0 waves (latency_vector_cap_from_waves; .device/r87d, every CUDA test
# program and the bench at that code): bcsstk18 and bcsstk25 (fit) and bcsstk29 (score) move from 32 to 16 lanes.
# Predicted: 16 lanes 0.84-0.86 of 32 lanes' time on those three (n4), the latency score half as n2
# (0.996-1.000) plus ~0.5%; every test passes.
tar -xJf .device/r87d.tar.xz -C .device
BUILD_DIR=.device/r87d CALL=n5 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_launch
runtest test_errors_and_handle
export BENCH_MAX_S=60
L=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2 3; do
  for half in score fit; do bench lat_${half}_$p --small-suite $half $M --algorithms $L; done
done
bench score_n --real-suite score $M --algorithms automatic
bench large_n --suite large --algorithms automatic
runtest test_spmv_double
runtest test_spmv_float
for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done
TAG=_cv runtest test_spmv_double_int_offsets '--gtest_filter=*csr_vector*:*csr_load_balance*'
TAG=_cv runtest test_spmv_complex '--gtest_filter=*csr_vector*:*csr_load_balance*'
pack
