# Run 106 n5: where CSRI's warp instructions go (n3-n4: CsriChunks runs 53.1 M warp instructions on web-NotreDame
# x16 where cuSPARSE's COO ALG1 runs 45.1 M, at the same issue rate; the time ratio 1.17 is the instruction ratio).
# `li` = 7f046ab's /work/cubuild relinked by local_variant.sh with VARIANT_DEFINES=-lineinfo on the rank-1 double
# object (same SASS, line tables added). ncu's source page per SASS instruction (executed count, stall samples)
# for CsriChunks and for cuSPARSE's coomv_kernel<0>, free clock, no flush.
mkdir -p /tmp/b106l && tar -xJf .device/b106l.tar.xz -C /tmp/b106l || exit 1
CALL=n5 LIMIT_S=300 source perf_tests/tools/device_call.sh
B=/tmp/b106l/li/kspmv-bench
md5sum $B > $R/binaries.md5
W="--matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --reps 3 --warmup 1"
for k in "regex:CsriChunks" "regex:coomv_kernel<0"; do
  tag=$(echo "$k" | tr -dc 'A-Za-z' | head -c 12)
  timeout 120 ncu --clock-control none --cache-control none --kernel-name-base demangled --kernel-name "$k" \
    --launch-skip 1 --launch-count 1 --set full --import-source yes -o $R/src_$tag $B $W > $R/ncu_$tag.log 2>&1
  echo "$k rc=$? at $(($(date +%s) - call_start)) s"
  ncu -i $R/src_$tag.ncu-rep --page source --csv --print-source sass > $R/sass_$tag.csv 2> $R/sass_$tag.err
  ncu -i $R/src_$tag.ncu-rep --page details > $R/details_$tag.txt 2>&1
  gzip -f $R/sass_$tag.csv; rm -f $R/src_$tag.ncu-rep.tmp; pack
done
ls -la $R > $R/listing.txt; pack
