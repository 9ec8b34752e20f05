# Run 71 call 1 (prepared in run 70; one H200, fresh; ~430 s): the staged kernel with its rows found once a chunk
# (bounds and rows of A in shared memory) and rows longer than L entries summed a warp each
# (../diffs/r70_row_bounds_long_rows.diff: staged_row_bounds_once, staged_long_row_entries = L, staged_plain_min_teams),
# against main's kernel, same process. Binaries from next_r71_prebuild.sh, carried as .device/c9bin.tar.xz with
# .device/m and this script: kspmv-bench = the diff as it stands (bounds, L = 32, the kernel without items unbounded:
# 80 registers); -base = main (5987f2d); -off = the diff with both off (64 / 64 registers, 20 B spilled in the items
# build, as main); -b = bounds only (72 / 64, no spills); -bl32p8 = bounds, L = 32, the kernel without items under
# LaunchBounds<128, 8> (64 / 64, no spills); -bl16p8, -bl64p8 = the same at L = 16, 64.
# Why (run 70 c4): without its row sums the kernel took 0.42-0.51 of its time on web-NotreDame, rajat01, Chem97Zt
# and 0.66 on circuit204; a thread per row gives one thread a row of hundreds of entries.
# Predicted, time / base at K = 8 (K = 4, 16 alike): off 1.00 +- 0.01 (the same kernel); b: circuit204 0.92-1.00,
# rajat01 0.95-1.02, web-NotreDame, Chem97Zt, soc-Epinions1 0.93-0.99 (items build without its spill);
# bl32 / b: web-NotreDame, rajat01, Chem97Zt 0.75-0.90, soc-Epinions1 0.85-0.95, circuit204 0.98-1.04 (no long
# rows; 80 registers); bl32p8 / bl32: circuit204, rajat01 0.95-1.00, the rest 1.00 +- 0.01; bl16p8 / bl32p8 and
# bl64p8 / bl32p8 within 0.97-1.03. -bl32p8i / -bl32p8n: bl32p8 with the items build everywhere / nowhere
# (staged_items_min_share 0 / 2; with the bounds neither build spills, 64 registers each): i / n 0.97-1.01 on all
# five, so the share threshold may go. The bench checks every timed result (rel.err).
tar -xJf .device/c9bin.tar.xz -C .device
BUILD_DIR=.device/c9bin CALL=c1 LIMIT_S=585 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
declare -A BINS=([bl32]=$P/kspmv-bench [base]=$P/kspmv-bench-base [off]=$P/kspmv-bench-off [b]=$P/kspmv-bench-b
  [bl32p8]=$P/kspmv-bench-bl32p8 [bl16p8]=$P/kspmv-bench-bl16p8 [bl64p8]=$P/kspmv-bench-bl64p8
  [bl32p8i]=$P/kspmv-bench-bl32p8i [bl32p8n]=$P/kspmv-bench-bl32p8n)
for k in 8 4 16; do
  for v in base off b bl32 bl32p8 bl16p8 bl64p8; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for k in 8 4; do
  for v in bl32p8i bl32p8n; do B=${BINS[$v]} bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in base bl32p8; do B=${BINS[$v]} bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
runtest test_errors_and_handle
TAG=_lb runtest test_spmv_double --gtest_filter='*load_balance*'
B=${BINS[bl32p8]} bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
B=${BINS[bl32p8]} bench score_auto4 --real-suite score $M --vectors 4 --algorithms automatic
pack; ls -la $OUT
