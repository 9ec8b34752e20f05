# Run 94 call n2 (fresh machine): two builds of kspmv-bench carried stripped, both from the development machine:
# .device/bin93 (run 93's, b3443d4) and .device/bin (main at a8328e4 + spmv/scatter_costs.hpp counting by a
# bitonic network in registers and a thread per (slot, slice); test_errors_and_handle with it).
# Predicted: the test passes (exact counts against the host loop, lanes 64/33/32/7/1); automatic's setup on
# even-row files where it picks ELL / SELL-P 2-5 ms shorter (run 93: the counting pass 2-5 ms), applies and
# the op = A^T choice unchanged (same counts).
tar -xJf .device/bin.tar.xz -C .device && tar -xJf .device/bin93.tar.xz -C /tmp && BUILD_DIR=.device/bin CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
OLD=/tmp/bin/perf_tests/kspmv-bench
NEW=$B
md5sum $OLD $NEW $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
E=""
for f in bcsstk16 bcsstk29 bcsstk33 cage11 wing EX5 bcsstk24 cage10 cti 4elt pesa crack; do E="$E $M/$f.mtx.gz@auto"; done
E="$E $M/wave.mtx.gz@12"
export BENCH_MAX_S=75
for pass in 1 2; do
  B=$OLD; bench old_N_$pass --matrix $E --algorithms automatic,ell --no-cusparse --reps 10
  B=$NEW; bench new_N_$pass --matrix $E --algorithms automatic,ell --no-cusparse --reps 10
done
T4="$M/cage11.mtx.gz@auto $M/4elt.mtx.gz@auto $M/cage10.mtx.gz@auto $M/bcsstk29.mtx.gz@auto"
B=$OLD; bench old_T --matrix $T4 --mode T --algorithms automatic --no-cusparse --reps 20
B=$NEW; bench new_T --matrix $T4 --mode T --algorithms automatic --no-cusparse --reps 20
{ command -v nsys; command -v ncu; ls /usr/local/cuda/bin; } > $R/tools.txt 2>&1
NSYS=$(command -v nsys || ls /usr/local/cuda/bin/nsys /opt/nvidia/nsight-systems/*/bin/nsys 2>/dev/null | head -1)
if [ -n "$NSYS" ]; then
  for b in old new; do
    [ $b = old ] && X=$OLD || X=$NEW
    timeout 60 $NSYS profile -o /tmp/prof_$b --force-overwrite true -t cuda $X --matrix $M/4elt.mtx.gz@auto --algorithms automatic --no-cusparse --reps 3 --warmup 1 > $R/nsys_run_$b.txt 2>&1
    timeout 60 $NSYS stats -r cuda_api_trace,cuda_gpu_trace -f csv -o $R/prof_$b /tmp/prof_$b.nsys-rep > $R/nsys_stats_$b.txt 2>&1
    gzip -f $R/prof_$b*.csv
  done
  pack
fi
pack
