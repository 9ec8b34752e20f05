# Run 93 call n3 (fresh machine): the final library commit (DIA 2 rows a thread without live ranges; op = A^T
# of thread-per-row plans keeps their own scatter on short regular rows near their neighbours), built here with
# all nine one-GPU test programs; the tests; then mode T on the FE files with cuSPARSE.
# Predicted: every test passes; cage11 x43 (unpermuted) automatic T 0.174 ms (ELL's own scatter; n1) against
# cuSPARSE's best 0.188 (1.08x; before 0.221 ms, 0.85x); the other FE files as run 92 (row order; wing 1.00).
BUILD_DIR=/tmp/bh CALL=n3 LIMIT_S=580 source perf_tests/tools/device_call.sh kspmv-bench test_errors_and_handle test_spmv_float test_spmv_complex test_spmv_double test_conversions test_matrix_market test_single_values test_graph_capture test_spmv_double_int_offsets
md5sum $B > $R/binaries.md5
cuobjdump -res-usage $B 2>/dev/null | grep -A1 "DiaKernel" > $R/res_dia.txt
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
BENCH_MAX_S=60 bench fe_T --matrix $FE --mode T --algorithms automatic,csr_load_balance,ell,csc --reps 30
one_gpu_tests
pack
