# run 58 call 1 (nvidia-h200-x2): issue 8's b = 16 on two H200s moved 1.32-1.42x between two machines at the
# same code (run 57 c3, c4). (a) Three fresh processes of the multi-GPU bench on stencil27:26 b = 16 (the spread
# within one machine). (b) NCCL's own settings, each in a fresh process at weights 1.2-1.5: the LL128 and LL
# protocols (lower latency than Simple, which NCCL picks for MB messages), at most 4 channels (fewer of the root's
# SMs held by NCCL's kernels while its SpMV runs) and at least 16 channels (more link bandwidth). Then b = 8 and
# b = 32 once, and the NCCL test.
export NCCL_NVLS_ENABLE=0
CALL=c1 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-mgpu-bench test_distributed_bsr_nccl
left() { echo $((call_deadline - 8 - $(date +%s))); }
mg() { local name=$1 s=$(date +%s); shift
  timeout $(left) $BIN/perf_tests/kspmv-mgpu-bench --ranks 2 --reps 60 --json $R/$name.json "$@" > $R/$name.txt 2>&1
  echo "$name rc=$? $(( $(date +%s) - s )) s"; pack; }
timeout 90 $BIN/unit_tests/test_distributed_bsr_nccl 2 > $R/nccl_test.txt 2>&1; echo "nccl test rc=$?"; tail -2 $R/nccl_test.txt; pack
for i in 1 2 3; do mg b16_default_$i --root-weights 1.2,1.3,1.4,1.5 stencil27:26:16; done
NCCL_PROTO=LL128 mg b16_ll128 --root-weights 1.2,1.3,1.4,1.5 stencil27:26:16
NCCL_MAX_NCHANNELS=4 mg b16_max4ch --root-weights 1.2,1.3,1.4,1.5 stencil27:26:16
NCCL_MIN_NCHANNELS=16 mg b16_min16ch --root-weights 1.2,1.3,1.4,1.5 stencil27:26:16
NCCL_PROTO=LL mg b16_ll --root-weights 1.2,1.3,1.4,1.5 stencil27:26:16
mg b8_b32 stencil27:52:8 stencil27:17:32
pack; ls -la $OUT
