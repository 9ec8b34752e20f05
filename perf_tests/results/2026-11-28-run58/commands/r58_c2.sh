# run 58 call 2 (nvidia-h200-x2): c1 found NCCL_PROTO=LL128 at b = 16 0.1493 ms at the model's weight (1.40x one
# GPU) against 0.1554-0.1574 ms for NCCL's own choice in three processes (1.33-1.35x). (a) LL128 in three fresh
# processes on all five matrices of the record, NCCL's choice once beside them; (b) the communicator's CTA policy
# (efficiency: fewest CTAs for overlap; zero: none where it can), alone and with LL128, at b = 16 swept; then the
# CUDA tests run 57 did not rerun (complex, single values, conversions, Matrix Market), built after the benches.
export NCCL_NVLS_ENABLE=0
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-mgpu-bench
left() { echo $((call_deadline - 8 - $(date +%s))); }
mg() { local name=$1 s=$(date +%s); shift
  timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --json $R/$name.json "$@" > $R/$name.txt 2>&1
  echo "$name rc=$? $(( $(date +%s) - s )) s"; pack; }
MG="stencil27:26:16 stencil27:52:8 stencil27:17:32 $M/memplus.mtx.gz:16:4 $M/rajat01.mtx.gz:32:3"
for i in 1 2 3; do NCCL_PROTO=LL128 mg ll128_$i $MG; done
mg default_1 $MG
W="--root-weights 1.2,1.3,1.4,1.5 stencil27:26:16"
mg b16_efficiency --nccl-cta-policy efficiency $W
NCCL_PROTO=LL128 mg b16_ll128_efficiency --nccl-cta-policy efficiency $W
mg b16_zero --nccl-cta-policy zero $W
s=$(date +%s); bash .device/dev_build.sh . "$BIN" test_single_values test_conversions test_matrix_market test_spmv_complex; echo "tests built in $(( $(date +%s) - s )) s"
runtest() { local t=$1 s=$(date +%s); shift; timeout $(left) $BIN/unit_tests/$t "$@" > $R/$t.txt 2>&1; local rc=$?
  echo "$t $* rc=$rc $(( $(date +%s) - s )) s $(tail -1 $R/$t.txt | cut -c1-60)" | tee -a $R/tests_summary.txt; pack; }
CUDA_VISIBLE_DEVICES=1 runtest test_spmv_complex & 
runtest test_single_values; runtest test_conversions; runtest test_matrix_market
wait; pack; ls -la $OUT
