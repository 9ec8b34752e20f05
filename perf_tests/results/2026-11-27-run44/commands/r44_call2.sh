# run 44 call 2 (nvidia-h100-x1): CSRI with a window's entries loaded before its mask words and the
# next delta base fetched ahead, plus split_item without division for rank 1 (working tree, "new")
# against 574212c ("base", .device/base), both built here; N mode, double and single values.
start=$(date +%s); deadline=$((start + 560))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
(bash .device/dev_build.sh .device/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1; echo $? > /tmp/bb.rc) &
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
wait; cat /tmp/bb.out; [ "$(cat /tmp/bb.rc)" = 0 ] || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
bench() {  # NAME BUILD ARGS...: only while time is left
  local name=$1 b=$2; shift 2; local left=$((deadline - 15 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  timeout $left $b/perf_tests/kspmv-bench "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"
}
FE="$M/bcsstk16.mtx.gz@auto $M/bcsstk29.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/wave.mtx.gz@12 $M/cage11.mtx.gz@auto $M/wing.mtx.gz@auto"
for pass in 1 2; do
  bench fe_base_p$pass /tmp/bb --matrix $FE --single-values --algorithms csr_load_balance,sellp,ell --no-cusparse --reps 40
  bench fe_new_p$pass /tmp/bh --matrix $FE --single-values --algorithms csr_load_balance,sellp,ell --no-cusparse --reps 40
done
bench fe_new_o64 /tmp/bh --matrix $FE --single-values --algorithms csr_load_balance --omega 64 --no-cusparse --reps 40
for s in score fit; do
  bench ${s}_base /tmp/bb --real-suite $s $M --algorithms automatic,csr_load_balance --no-cusparse
  bench ${s}_new /tmp/bh --real-suite $s $M --algorithms automatic,csr_load_balance --no-cusparse
  bench ${s}_new_o64 /tmp/bh --real-suite $s $M --algorithms automatic,csr_load_balance --omega 64 --no-cusparse
done
bench large_base /tmp/bb --suite large --algorithms automatic,csr_load_balance --no-cusparse
bench large_new /tmp/bh --suite large --algorithms automatic,csr_load_balance --no-cusparse
bench large_new_o64 /tmp/bh --suite large --algorithms automatic,csr_load_balance --omega 64 --no-cusparse
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2 && ls -la $OUT
