# Issue 8's performance bars in one call (nvidia-h100-x4; prepared in run 52, not yet run):
# every block size 2-16, 24, 32, 45, 64 on run 24's ten held-out patterns promoted to b x b blocks
# and replicated to 24M entries (@autobB), kspmv automatic / bsr / its non-block kernels against
# cuSPARSE's formats (BSR, SELL, CSR, COO) and Kokkos Kernels' V41 / V42 in the same process;
# memplus b = 16 and rajat01 b = 32 (long block rows, balanced BSR). Jobs go round-robin to the four
# GPUs, one process per GPU at a time; every output is packed into $OUT/i8.tar.gz as it is written.
# Tables: python3 perf_tests/tools/block_summary.py i8/b*.json i8/long*.json   (per b: % of copy,
# ahead of cuSPARSE best / BSR / V42 / SELL / kspmv non-block, automatic / cuSPARSE best)
CALL=i8 LIMIT_S=540 source perf_tests/tools/device_call.sh kspmv-bench
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
A="--algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
JOBS=()
for b in 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 24 32 45 64; do JOBS+=("b$b|--matrix$(s $b $P) $A"); done
JOBS+=("long_memplus16|--matrix $M/memplus.mtx.gz@autob16 $A" "long_rajat01_32|--matrix $M/rajat01.mtx.gz@autob32 $A")
run_gpu() {  # GPU: every 4th job from GPU's index
  local g=$1 i
  for ((i = g; i < ${#JOBS[@]}; i += 4)); do CUDA_VISIBLE_DEVICES=$g bench ${JOBS[$i]%%|*} ${JOBS[$i]#*|}; done
}
for g in 0 1 2 3; do run_gpu $g & done
wait
pack; cat $R/skipped.txt 2> /dev/null; ls -la $OUT
