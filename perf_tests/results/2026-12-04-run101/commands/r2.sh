# Run 101 call r2 (one H200), the binaries of r1: issue 10's record at K = 32, the built-in large suite then the
# held-out suite (automatic against cuSPARSE's SpMM and Kokkos Kernels' rank-2, LayoutLeft; 20 launches on the
# large suite, 15 on the held-out suite as run 97); then test_spmv_float.
mkdir -p /tmp/b101r && tar -xJf .device/b101r.tar.xz -C /tmp/b101r || exit 1
BUILD_DIR=/tmp/b101r CALL=r2 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum /tmp/b101r/perf_tests/* /tmp/b101r/unit_tests/* > $R/binaries.md5
BENCH_MAX_S=250 bench large_k32 --suite large --vectors 32 --algorithms automatic --reps 20 --variant-budget-ms 4000
BENCH_MAX_S=170 bench score_k32 --real-suite score $M --vectors 32 --algorithms automatic --reps 15 --variant-budget-ms 4000
runtest test_spmv_float; TAG=_cv runtest test_spmv_complex "--gtest_filter=*csr_vector*:*csr_load_balance*"; for t in test_conversions test_matrix_market test_single_values test_graph_capture; do runtest $t; done; TAG=_cv runtest test_spmv_double_int_offsets "--gtest_filter=*csr_vector*:*csr_load_balance*"
pack
