# run 55 call 2 (one H200) on branch run54-block-lanes (dfb114c): block lanes' lane count at b = 2, 3 on the even fit
# patterns (2, 16, 32 lanes; call 1 had 4, 8 and the mean's power of two), then run 24's held-out patterns at b = 2, 3:
# the table and automatic with cuSPARSE, and block lanes at 2-32 lanes (scored with the rule fitted on the fit runs only).
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
FE="bcsstk16 EX5 cage10 delaunay_n16 wave bcsstk29 cage11"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
for b in 2 3; do for g in 2 16 32; do
  bench fit_b${b}_bl$g --matrix$(s $b $FE) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30
done; done
for b in 2 3; do
  bench held_b${b}_table --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30
  for g in 2 4 8 16 32; do
    bench held_b${b}_bl$g --matrix$(s $b $HELD) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30
  done
done
pack; ls -la $OUT
