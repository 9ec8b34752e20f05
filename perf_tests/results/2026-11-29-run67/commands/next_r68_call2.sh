# run 68 call 2 (prepared in run 67; one H200): the parts of the record that run 67 left at 85dd244's kernels
# (rank 1 N held out, K = 16 and 32 held out, K = 4 and 16 large, the ordered-rows rule's copy at K = 32 in the
# same process), after a test of the second pass (below). The tree here carries ../diffs/r67_prepared_switches.diff,
# which without its defines compiles to 85dd244's kernels. Add the CUDA tests if call 1 changes the kernel.
# Predicted: rank 1 N held out 1.005-1.012 (run 66 1.011); K = 16 held out 1.74-1.78 (run 62 1.72; ct2010 now
# as given), K = 32 1.83-1.90 (run 65 1.80); K = 4 large 1.87-1.90 (run 61 1.88), K = 16 large 2.18-2.22;
# K = 32 census graphs 0.64-0.80 of the copy's time (run 67 against run 66's copy on another machine).
DIFFS=.device/r67_prepared_switches.diff CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
# The switch under test, KSPMV_FILL_Y_FIRST (../diffs/r67_prepared_switches.diff; CSRI and the staged kernel zero y's
# columns over whole rows before the first pass where beta = 0 and A has empty rows, and the second pass leaves the
# empty rows alone), is instantiated by more than one unit: a whole second build, started now, beside the first.
(KSPMV_EXTRA_CUDA_FLAGS=-DKSPMV_FILL_Y_FIRST bash perf_tests/tools/dev_build.sh . /tmp/bh_fill kspmv-bench \
  > $R/build_fill.log 2>&1; echo "fill build rc=$? at $(($(date +%s) - call_start)) s" >> $R/build_fill.log) &
fill_build=$!
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
# The fill against the tree: rank 1 automatic on the three held-out graphs whose pick is csr_load_balance
# (web-NotreDame 0.88x cuSPARSE, soc-Slashdot0902 0.94x; Chem97Zt 0.98x, no empty rows: the control), and the staged
# kernel at K = 8 on the five staged matrices. Predicted if the read-back holds: web-NotreDame rank 1 0.93-0.97 of the
# tree's time, K = 8 0.90-0.95 (161 -> ~80 us of 0.96 ms); soc-Slashdot0902 0.97-1.00; Chem97Zt, circuit204 1.00.
wait $fill_build; cat $R/build_fill.log | tail -3
G="$M/web-NotreDame.mtx.gz@16 $M/soc-Slashdot0902.mtx.gz@24 $M/Chem97Zt.mtx.gz@auto"
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
bench r1_base --matrix $G --algorithms automatic
B=/tmp/bh_fill/perf_tests/kspmv-bench bench r1_fill --matrix $G --algorithms automatic
bench k8_base --matrix $L --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse
B=/tmp/bh_fill/perf_tests/kspmv-bench bench k8_fill --matrix $L --vectors 8 --algorithms csr_load_balance \
  --staged-products yes --no-cusparse
bench score --real-suite score $M --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
bench ord_k32_auto --matrix $O --vectors 32 --algorithms automatic --no-cusparse
bench ord_k32_copy --matrix $O --vectors 32 --algorithms csr_scalar,ell --row-major-x always --no-cusparse
bench large_auto4 --suite large --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
