# run 54 call 1 (one H200) at 39a0cf5: build the bench and all ten test programs; BSR on short even block
# rows (fit patterns pesa, big, crack; b = 5-13): the table's kernel against row lanes and K2, ELL beside;
# then every CUDA test program with its time (test_spmv_double alone first: 1d2b8a8's prediction 100-150 s).
T0=$(date +%s)
CALL=c1 LIMIT_S=575 source perf_tests/tools/device_call.sh kspmv-bench test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex test_matrix_market test_conversions test_errors_and_handle test_single_values test_graph_capture test_distributed_bsr_nccl
echo "build done at $(($(date +%s) - T0)) s" | tee $R/build_wall.txt
S=""; for b in 5 6 7 8 9 10 11 12 13; do for p in pesa big crack; do S="$S $M/$p.mtx.gz@autob$b"; done; done
bench bsr_table --matrix $S --algorithms bsr,ell --no-cusparse --reps 30
bench bsr_lanes --matrix $S --algorithms bsr --bsr-kernel lanes --no-cusparse --reps 30
bench bsr_k2 --matrix $S --algorithms bsr --bsr-kernel k2 --no-cusparse --reps 30
runtest() { local t=$1 s=$(date +%s); timeout $(( call_deadline - 5 - $(date +%s) )) $BIN/unit_tests/$t > $R/$t.txt 2>&1; local rc=$?
  echo "$t rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
runtest test_spmv_double
( for t in test_spmv_double_int_offsets test_spmv_complex test_matrix_market test_graph_capture; do runtest $t; done ) &
( for t in test_spmv_float test_errors_and_handle test_conversions test_single_values test_distributed_bsr_nccl; do runtest $t; done ) &
wait
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
