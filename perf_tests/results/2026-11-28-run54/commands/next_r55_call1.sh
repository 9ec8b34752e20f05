# run 55 call 1 (prepared in run 54; one H200): the b = 2-4 block-lanes probe (perf_tests/probes/bsr_block_lanes.cu),
# then an nsys profile of test_spmv_complex (the slowest CUDA test program, 173 s in run 54) if nsys is there.
CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh test_spmv_complex
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
$NVCC -O3 -arch=sm_90 -o /tmp/bsr_block_lanes perf_tests/probes/bsr_block_lanes.cu && timeout 240 /tmp/bsr_block_lanes > $R/probe_block_lanes.txt 2>&1; echo "probe rc=$?"; cat $R/probe_block_lanes.txt; pack
NSYS=$(command -v nsys || ls /usr/local/cuda/bin/nsys /opt/nvidia/nsight-systems/*/bin/nsys 2>/dev/null | head -1)
echo "nsys: ${NSYS:-none}"
if [ -n "$NSYS" ]; then
  left=$((call_deadline - 20 - $(date +%s)))
  timeout $left $NSYS profile -o $R/complex --stats=true --force-overwrite true $BIN/unit_tests/test_spmv_complex --gtest_filter="*csr_load_balance:*evc_hyb" > $R/nsys_complex.txt 2>&1; echo "nsys rc=$?"
  rm -f $R/complex.nsys-rep $R/complex.sqlite
fi
pack; ls -la $OUT
