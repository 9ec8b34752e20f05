# Run 90 call n2: run 89's host -O0 experiment finished on the GPU. Two builds of main at 20630a1 made on the
# development machine (kspmv-bench and kspmv-launch-cost, default units): .device/r90a as committed (host -O1 in
# src/spmv/eti), .device/r90c with run 89's diffs/r89_host_O0.diff (host -O0 there and in unit_tests; the bench's
# own units stay at -O1, so only kspmv_eti's setup and launch path differ). Alternating A, C:
#   kspmv-launch-cost (host issue time per apply, every algorithm; pinned to CPU 3), two passes each;
#   the latency regime (unreplicated files, both halves, run 85's algorithm list), two passes of the score half.
# Predicted: the launch path at -O0 costs 0.0-0.3 us more host time per apply (Kokkos' launch code is a few
# hundred instructions; run 36 saw nothing between -O1 and -O3), latency medians within the pass-to-pass spread.
tar -xJf .device/r90bins.tar.xz -C .device
CALL=n2 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum .device/r90a/* .device/r90c/* > $R/binaries.md5
nproc > $R/cpu.txt
# Are the kernels the same? SASS of both benches with the module-specific names cut away.
for v in a c; do cuobjdump -sass .device/r90$v/kspmv-bench 2> /dev/null | grep -E "^\s+/\*[0-9a-f]{4}\*/" | sed 's/\/\*[0-9a-f]*\*\///' > /tmp/sass_$v.txt; (wc -l < /tmp/sass_$v.txt; md5sum < /tmp/sass_$v.txt; sort /tmp/sass_$v.txt | md5sum) > $R/sass_$v.md5; done
cat $R/sass_a.md5 $R/sass_c.md5
FILES=""; for f in LeGresley_4908 ca-CondMat pesa nh2010 cage11 astro-ph web-NotreDame mbeacxc; do FILES="$FILES --matrix $M/$f.mtx.gz"; done
for p in 1 2; do
  for v in a c; do
    timeout 70 taskset -c 3 .device/r90$v/kspmv-launch-cost --case stencil7:32 $FILES > $R/lc_${v}_$p.txt 2> $R/lc_${v}_$p.err
    echo "lc $v $p rc=$? at $(($(date +%s) - call_start)) s"
    pack
  done
done
export BENCH_MAX_S=60
F=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,automatic
for p in 1 2; do
  for v in a c; do B=.device/r90$v/kspmv-bench bench lat_score_${v}_$p --small-suite score $M --algorithms $F; done
done
for v in a c; do B=.device/r90$v/kspmv-bench bench lat_fit_${v} --small-suite fit $M --algorithms $F; done
pack
