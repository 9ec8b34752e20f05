# Run 103 p3: the record at 8d4a71a (srow 14e0c93 + the lock-array fix 8d4a71a); binaries built on the
# development machine (KSPMV_UNITS=many, stripped). The tests that reach the two changes first (complex's
# dia suite died in p1 without the fix), then automatic against cuSPARSE's best SpMM: large suite K = 4, 8,
# held-out suite K = 4 (ELL picks there: bcsstk29, bcsstk16, delaunay_n16, rgg_n_2_15_s0, luxembourg_osm).
mkdir -p /tmp/b103b && tar -xJf .device/b103b.tar.xz -C /tmp/b103b || exit 1
BUILD_DIR=/tmp/b103b/head CALL=p3 LIMIT_S=500 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
runtest test_spmv_complex --gtest_filter='*dia*:*automatic*:*coo*:*ell*:*sellp*:*hybrid*:*transpose_scatter*'
runtest test_spmv_double --gtest_filter='*dia*:*automatic*:*ell*:*sellp*:*hybrid*:*wide_gather_tiles*:*row_major_x*'
runtest test_spmv_float --gtest_filter='*ell*:*sellp*:*automatic*'
runtest test_spmv_double_int_offsets --gtest_filter='*ell*:*sellp*'
BENCH_MAX_S=90 bench large_k4 --suite large --vectors 4 --reps 20 --algorithms automatic --variant-budget-ms 4000
BENCH_MAX_S=110 bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20
BENCH_MAX_S=90 bench large_k8 --suite large --vectors 8 --reps 20 --algorithms automatic --variant-budget-ms 4000
BENCH_MAX_S=110 bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20
pack
