# run 55 (prepared in run 54, branch run54-block-lanes): BSR's block lanes (spmv/bsr_block_lanes.hpp) at b = 2-4 on the fit
# patterns first (run 53's FP), lanes from the mean block row and 4 / 8 / 16 asked for, against the table's kernel,
# ELL and the CSR load balance; then on run 24's held-out patterns only with the lanes the fit picks (edit HELD_LANES).
CALL=c2 LIMIT_S=560 source perf_tests/tools/device_call.sh kspmv-bench
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FP="bcsstk16 EX5 nh2010 cage10 ct2010 delaunay_n16 memplus rajat01 wave bcsstk29 cage11"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
for b in 2 3 4; do
  bench fit_b${b}_table --matrix$(s $b $FP) --algorithms bsr,ell,csr_load_balance,sellp --no-cusparse --reps 30
  bench fit_b${b}_bl --matrix$(s $b $FP) --algorithms bsr --bsr-kernel block_lanes --no-cusparse --reps 30
  for g in 4 8 16; do bench fit_b${b}_bl$g --matrix$(s $b $FP) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30; done
done
for b in 2 3 4; do
  bench held_b${b} --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30
  bench held_b${b}_bl --matrix$(s $b $HELD) --algorithms bsr --bsr-kernel block_lanes ${HELD_LANES:+--bsr-groups $HELD_LANES} --no-cusparse --reps 30
done
pack; ls -la $OUT
