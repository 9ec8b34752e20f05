# run 52 call 2 (nvidia-h100-x1): issue 8's b = 13. EXPERIMENT build: BsrWarpLanesKernel (every
# lane of the warp reads, L running sums a lane) behind KSPMV_BSR_WARP_LANES=1. BSR tests of
# double and complex with the switch on (row lanes forced for b = 2..16, both layouts, all modes);
# then b = 13 on run 47's 14 patterns (table, table + switch), and row lanes at b = 11, 12, 9, 10, 5-7
# with and without the switch on a subset. Everything packed into $OUT/c2.tar.gz as made.
start=$(date +%s); deadline=$((start + 560))
[ -d /work/deps/prefix ] || { mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps; }
bash .device/dev_build.sh . /tmp/bh kspmv-bench test_spmv_double test_spmv_complex || exit 1
M=.device/m; R=/tmp/c2; mkdir -p $R; B=/tmp/bh/perf_tests/kspmv-bench
pack() { tar czf $OUT/c2.tar.gz.new -C /tmp c2 2>/dev/null; mv $OUT/c2.tar.gz.new $OUT/c2.tar.gz; }
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $R/gpu.txt
echo "built at $(( $(date +%s) - start )) s"
KSPMV_BSR_WARP_LANES=1 timeout 150 /tmp/bh/unit_tests/test_spmv_double --gtest_filter='*bsr*' > $R/test_double_on.txt 2>&1; echo "double bsr on rc=$?"; tail -3 $R/test_double_on.txt
KSPMV_BSR_WARP_LANES=1 timeout 150 /tmp/bh/unit_tests/test_spmv_complex --gtest_filter='*bsr*' > $R/test_complex_on.txt 2>&1; echo "complex bsr on rc=$?"; tail -3 $R/test_complex_on.txt
pack
bench() {  # NAME SWITCH ARGS...: only while time is left
  local name=$1 sw=$2; shift 2; local left=$((deadline - 10 - $(date +%s)))
  [ $left -gt 15 ] || { echo "$name skipped (no time)"; return; }
  KSPMV_BSR_WARP_LANES=$sw timeout $left $B "$@" --json $R/$name.json > $R/$name.txt 2> $R/$name.err; echo "$name rc=$? at $(( $(date +%s) - start )) s"; pack
}
F="bcsstk16 EX5 nh2010 cage10"
P="bcsstk24 de2010 cti 4elt nopoly cs4 cryg10000 mbeacxc bfly PGPgiantcompo"
s() { local b=$1; shift; for p in "$@"; do printf " $M/$p.mtx.gz@autob$b"; done; }
bench b13_off 0 --matrix $(s 13 $F $P) --algorithms bsr --no-cusparse --reps 20
bench b13_on 1 --matrix $(s 13 $F $P) --algorithms bsr --no-cusparse --reps 20
SUB="bcsstk16 nh2010 de2010 cti mbeacxc PGPgiantcompo"
for b in 11 12 9 10 5 6 7; do
  bench b${b}_off 0 --matrix $(s $b $SUB) --algorithms bsr --bsr-kernel lanes --no-cusparse --reps 20
  bench b${b}_on 1 --matrix $(s $b $SUB) --algorithms bsr --bsr-kernel lanes --no-cusparse --reps 20
done
bench b13_off2 0 --matrix $(s 13 de2010 mbeacxc PGPgiantcompo) --algorithms bsr --no-cusparse --reps 20
bench b13_on2 1 --matrix $(s 13 de2010 mbeacxc PGPgiantcompo) --algorithms bsr --no-cusparse --reps 20
pack; ls -la $OUT
