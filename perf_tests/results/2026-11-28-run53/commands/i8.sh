# sourced after device_call.sh: i8 B... runs issue 8's record for each block size B (run 52's issue8_record.sh jobs, one GPU);
# "long" = memplus b16 and rajat01 b32
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
A8="--algorithms automatic,bsr,ell,sellp,csr_load_balance,csr_vector,hybrid --reps 30"
s8() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
i8() {
  local b
  for b in "$@"; do
    if [ "$b" = long ]; then
      bench long_memplus16 --matrix $M/memplus.mtx.gz@autob16 $A8
      bench long_rajat01_32 --matrix $M/rajat01.mtx.gz@autob32 $A8
    else
      bench b$b --matrix$(s8 $b $P) $A8
    fi
  done
}
