# Run 72 call 5 (one H200, ~150 s): (1) why denserows:2097152:4 (a 7-band plus four full rows, 36% of the entries)
# went from 0.98 to 0.90 of cuSPARSE at K = 8 in c4: main's slot kernel (-base, 1f6f0d6) against the walk (-final,
# this run's final commit), staged products forced, K = 8, 4, 16, and denserows:1048576:16; (2) the walk with four
# vectors a block (-vb4, c3's) against the final (three) at K = 4 and 16 on the five staged matrices, K = 8 census.
# Binaries: .device/c16bin.tar.xz (copies of c12bin's bench, c15bin's bench and c14bin's vb4; md5 in c5/).
# Predicted: (1) final / base on denserows 1.05-1.12 at every K (the band part like circuit204's short rows, 1.06;
# the full-row chunks, where the slot kernel summed a warp per row, alike or slower by the three scans a vector);
# (2) vb4 / final 0.95-0.98 at K = 16, 0.97-1.02 at K = 4 (one block of four against 3 + 1), soc-Epinions1 1.03-1.06.
tar -xJf .device/c16bin.tar.xz -C .device
BUILD_DIR=.device/c16bin CALL=c5 LIMIT_S=290 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
for k in 8 4 16; do
  for v in base final; do B=$P/kspmv-bench-$v bench dense_k${k}_$v --case denserows:2097152:4 --case denserows:1048576:16 --vectors $k $SP; done
done
for k in 4 16; do
  for v in final vb4; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in final vb4; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
pack; ls -la $OUT
