# run 68 call 2 (prepared in run 67; one H200): the parts of the record that run 67 left at 85dd244's kernels
# (rank 1 N held out, K = 16 and 32 held out, K = 4 and 16 large, the ordered-rows rule's copy at K = 32 in the
# same process). Add DIFFS and the CUDA tests if call 1 changes the kernel.
# Predicted: rank 1 N held out 1.005-1.012 (run 66 1.011); K = 16 held out 1.74-1.78 (run 62 1.72; ct2010 now
# as given), K = 32 1.83-1.90 (run 65 1.80); K = 4 large 1.87-1.90 (run 61 1.88), K = 16 large 2.18-2.22;
# K = 32 census graphs 0.64-0.80 of the copy's time (run 67 against run 66's copy on another machine).
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
# First, where the second pass's 161 us go (run 66: ~3x its bytes). With beta = 0 (the bench's) FinishShortRows only
# writes y: ~3.0M empty rows x 8 vectors x 8 B = 192 MB, rows interleaved with the main kernel's, so a warp's stores
# fill ~57% of the 32-byte sectors they touch. Hypothesis: HBM with ECC turns each partly written sector into a read
# and a write, so DRAM reads ~ writes in a kernel that loads only 24 MB (row indices, carries). Predicted: dram read
# 150-250 MB, write 250-400 MB for FinishShortRows; the same read/write pattern, scaled, for StagedProducts' y stores.
# If it holds, a y = beta*y (beta = 0: fill) pass over whole sectors before the first pass, with the carries'
# Accumulate path, is the thing to time.
MET=dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,gpu__time_duration.sum
# Rank 1 too (CSRI and the same second pass): the rank-1 losers (web-NotreDame 0.88, soc-Slashdot0902 and wiki-Vote
# 0.94) are graphs with empty rows; predicted the same read-back in FinishShortRows at 1/8 the bytes.
for v in 8 1; do
  for k in FinishShortRows StagedProducts CsriChunks; do
    [ $v = 1 ] && [ $k = StagedProducts ] && continue; [ $v = 8 ] && [ $k = CsriChunks ] && continue
    S=""; [ $v = 8 ] && S="--staged-products yes"  # rank 1: CSRI, the option left alone
    timeout 60 ncu --clock-control none --kernel-name-base demangled --kernel-name "regex:$k" --launch-skip 3 \
      --launch-count 1 --metrics $MET $B --matrix $M/web-NotreDame.mtx.gz@16 --vectors $v --reps 2 --warmup 2 \
      --algorithms csr_load_balance $S --no-cusparse > $R/ncu_bytes_k${v}_$k.txt 2>&1
    echo "ncu K = $v $k rc=$?"
  done
done; pack
bench score --real-suite score $M --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
bench ord_k32_auto --matrix $O --vectors 32 --algorithms automatic --no-cusparse
bench ord_k32_copy --matrix $O --vectors 32 --algorithms csr_scalar,ell --row-major-x always --no-cusparse
bench large_auto4 --suite large --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
