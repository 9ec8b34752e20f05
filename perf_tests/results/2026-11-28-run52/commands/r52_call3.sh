# run 52 call 3 (nvidia-h100-x1): issue 8's b = 13, row lanes' shape. EXPERIMENT build: U (loads in
# flight per lane) 2 / 6 / 8 by KSPMV_BSR_LANES_U (committed: 4); and the table's Nta (warps a team,
# --bsr-warps 2 / 8) and Nbrows (--bsr-rows-per-warp 2). Run 47's 14 patterns at b = 13; the three
# below 110% again at the end. Packed into $OUT/c3.tar.gz as made.
start=$(date +%s); deadline=$((start + 500))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench || exit 1
M=.device/m; R=/tmp/c3; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
pack() { tar czf $OUT/c3.tar.gz.new -C /tmp c3 2>/dev/null; mv $OUT/c3.tar.gz.new $OUT/c3.tar.gz; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
bench() {  # NAME U ARGS...: only while time is left
  local name=$1 u=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  KSPMV_BSR_LANES_U=$u timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"; pack
}
F="bcsstk16 EX5 nh2010 cage10"
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
MS="$(s 13 $F $P)"
bench u4 4 --matrix $MS --algorithms bsr --no-cusparse --reps 20
bench u2 2 --matrix $MS --algorithms bsr --no-cusparse --reps 20
bench u6 6 --matrix $MS --algorithms bsr --no-cusparse --reps 20
bench u8 8 --matrix $MS --algorithms bsr --no-cusparse --reps 20
bench w2 4 --matrix $MS --algorithms bsr --bsr-warps 2 --no-cusparse --reps 20
bench w8 4 --matrix $MS --algorithms bsr --bsr-warps 8 --no-cusparse --reps 20
bench r2 4 --matrix $MS --algorithms bsr --bsr-rows-per-warp 2 --no-cusparse --reps 20
bench u8w8 8 --matrix $MS --algorithms bsr --bsr-warps 8 --no-cusparse --reps 20
bench u4b 4 --matrix $MS --algorithms bsr --no-cusparse --reps 20
pack; ls -la $OUT
