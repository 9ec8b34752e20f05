# Run 101 call r1 (one H200), binaries built on the development machine at the run's library commit: issue 10's
# record on the built-in large suite at K = 4, 16 and 8 (unmeasured against cuSPARSE on an H200 at K = 4 and 16,
# at K = 8 since run 59), the automatic handle against cuSPARSE's SpMM (CSR ALG1-3, COO ALG1-4) and Kokkos
# Kernels' rank-2, X and Y LayoutLeft, 20 launches a variant (a variant whose first call is slow fewer:
# --variant-budget-ms 4000, i.e. Kokkos Kernels' rank-2 on denserows); then test_errors_and_handle and
# test_spmv_double (every algorithm, mode, alpha/beta, layout; csr_scalar's rank-2 gather changed).
mkdir -p /tmp/b101r && tar -xJf .device/b101r.tar.xz -C /tmp/b101r || exit 1
BUILD_DIR=/tmp/b101r CALL=r1 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum /tmp/b101r/perf_tests/* /tmp/b101r/unit_tests/* > $R/binaries.md5
for k in 4 16 8; do BENCH_MAX_S=150 bench large_k$k --suite large --vectors $k --algorithms automatic --reps 20 --variant-budget-ms 4000; done
runtest test_errors_and_handle
runtest test_spmv_double
pack
