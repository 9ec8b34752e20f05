# run 55 call 3 (one H200) on branch run54-block-lanes (dfb114c): block lanes on short even block rows of the fit set
# (pesa, big, crack: 5.9-6.9 blocks) at b = 2, 3 against the table's kernel and the non-block kernels; then mode T
# on run 24's held-out patterns at b = 2, 3: the table and automatic against block lanes at 4, 8, 16 lanes.
CALL=c3 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
SHORT="pesa big crack"
HELD="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
for b in 2 3; do
  bench fit_b${b}_table2 --matrix$(s $b $SHORT) --algorithms bsr,ell,csr_load_balance,sellp --no-cusparse --reps 30
  for g in 2 4 8; do bench fit_b${b}_bl${g}s --matrix$(s $b $SHORT) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30; done
done
for b in 2 3; do
  bench heldT_b${b}_table --mode T --matrix$(s $b $HELD) --algorithms automatic,bsr,ell,csr_load_balance,hybrid --reps 30
  for g in 4 8 16; do bench heldT_b${b}_bl$g --mode T --matrix$(s $b $HELD) --algorithms bsr --bsr-kernel block_lanes --bsr-groups $g --no-cusparse --reps 30; done
done
pack; ls -la $OUT
