# run 51 call 2 (nvidia-h100-x1): phase times of the device renumbering (experiment build: KSPMV_REORDER_PHASES
# prints fenced phase times), and the permuted score matrices at seeds every 1024 / 4096 rows.
start=$(date +%s); deadline=$((start + 575))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . build-dev kspmv-bench || exit 1
M=.device/m; R=$OUT/c2; mkdir -p $R
echo "built at $(( $(date +%s) - start )) s"
B=build-dev/perf_tests/kspmv-bench
P="--matrix $M/memplus.mtx.gz@autop --matrix $M/kmnist_norm_10NN.mtx.gz@autop --matrix $M/delaunay_n16.mtx.gz@autop --matrix $M/rgg_n_2_15_s0.mtx.gz@autop --matrix $M/wiki-Vote.mtx.gz@autop --matrix $M/luxembourg_osm.mtx.gz@autop"
KSPMV_REORDER_PHASES=1 timeout 120 $B $P --matrix $M/web-NotreDame.mtx.gz@16 --case denserows:2097152:4 --algorithms automatic --reorder always --no-cusparse --reps 5 --json $R/phases.json > $R/phases.txt 2> $R/phases.err; echo "phases rc=$? at $(( $(date +%s) - start )) s"
for c in 1024 4096; do
  timeout 200 $B $P --algorithms automatic --reorder-variants --reorder-cluster-rows $c --no-cusparse --reps 20 --json $R/perm$c.json > $R/perm$c.txt 2> $R/perm$c.err; echo "perm$c rc=$? at $(( $(date +%s) - start )) s"
done
grep "\[phase\]\|reading\|x[0-9]*:" $R/phases.err | head -150
cd $OUT && tar czf c2.tar.gz c2 && rm -rf c2
