# run 55 call 1 (one H200) on branch run54-block-lanes (dfb114c): the b = 2-4 block-lanes probe, built beside the bench,
# then BSR's block lanes on the fit patterns (run 53's FP) by b: the table's kernels against block lanes with the
# lanes from the mean block row, then 4 and 8 lanes asked for.
CALL=c1 LIMIT_S=570
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
( $NVCC -O3 -arch=sm_90 -o /tmp/bsr_block_lanes perf_tests/probes/bsr_block_lanes.cu > /tmp/probe_build.txt 2>&1; echo "probe build rc=$?" >> /tmp/probe_build.txt ) &
source perf_tests/tools/device_call.sh kspmv-bench
wait; cp /tmp/probe_build.txt $R/
timeout 120 /tmp/bsr_block_lanes > $R/probe_block_lanes.txt 2>&1; echo "probe rc=$? at $(($(date +%s) - call_start)) s"; tail -40 $R/probe_block_lanes.txt; pack
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11"
for b in 2 3 4; do
  bench fit_b${b}_table --matrix$(s $b $FP) --algorithms bsr,ell,csr_load_balance,sellp --no-cusparse --reps 30
  bench fit_b${b}_bl --matrix$(s $b $FP) --algorithms bsr --bsr-kernel block_lanes --no-cusparse --reps 30
done
for b in 2 3 4; do for g in 4 8; do
  bench fit_b${b}_bl$g --matrix$(s $b $FP) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30
done; done
pack; ls -la $OUT
