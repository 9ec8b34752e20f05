# run 43 call 1 (nvidia-h100-x1): DIA with the diagonal loop unrolled U = 1/4/8 (KSPMV_EXP_DIA_UNROLL, uncommitted);
# issue 9's float-storage and compressed-index bars at the current code.
start=$(date +%s); deadline=$((start + 560))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; B=/tmp/bh/perf_tests/kspmv-bench; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME ARGS...: only while time is left
  local name=$1; shift; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
BANDED="$M/Trefethen_2000.mtx.gz@auto $M/cryg10000.mtx.gz@auto $M/dw4096.mtx.gz@auto"
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
# DIA unroll: the three banded matrices and the large suite (stencils), two interleaved passes
for pass in 1 2; do for u in 1 4 8; do
  KSPMV_EXP_DIA_UNROLL=$u bench dia_u${u}_p$pass --matrix $BANDED --algorithms dia --no-cusparse --reps 40
  KSPMV_EXP_DIA_UNROLL=$u bench diaL_u${u}_p$pass --suite large --algorithms dia --no-cusparse --reps 40
done; done
# Float storage (opt-in) against the best kernel as given; banded, FE, large
bench banded_single --matrix $BANDED --single-values --algorithms automatic,dia,ell,sellp,csr_load_balance,hybrid
bench fe_single --matrix $FE --single-values --algorithms automatic,dia,ell,sellp,csr_load_balance,hybrid,evc_hyb --reps 40
bench large_single --suite large --single-values --algorithms automatic,dia,ell,sellp,csr_load_balance,hybrid
# Compressed indices: default (deltas where they fit) against every kernel with 32-bit columns
bench fe32 --matrix $FE --column-indices full --algorithms ell,sellp,csr_load_balance,hybrid,evc_hyb,coo_load_balance --no-cusparse --reps 40
bench fe --matrix $FE --narrow-columns --algorithms ell,sellp,csr_load_balance,hybrid,evc_hyb,coo_load_balance --no-cusparse --reps 40
cd $OUT && tar czf c1.tar.gz c1 && rm -rf c1 && ls -la $OUT
