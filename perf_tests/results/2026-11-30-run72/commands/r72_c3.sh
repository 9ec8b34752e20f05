# Run 72 call 3 (one H200): the walk's vectors a block (VB) at 2, 3 (walk), 4, 6, 8 on the five staged matrices at
# K = 8, 4, 16, 32 and the census graphs at K = 8. Binaries: .device/c14bin.tar.xz (commands/r72_c3_prebuild.sh).
# Predicted: VB = 4 0.97-1.00 of VB = 3's time at K = 8 and 16 (fewer barriers a vector), VB = 2 1.02-1.06; VB = 6
# and 8 gain at K = 8-32 only if 6 / 8 teams a multiprocessor (shared memory: 26 KB / 34 KB a team at VB = 6 / 8)
# keep enough loads in flight: 0.95-1.05.
tar -xJf .device/c14bin.tar.xz -C .device
BUILD_DIR=.device/c14bin CALL=c3 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* > $R/binaries.md5
L="$M/soc-Epinions1.mtx.gz@47 $M/circuit204.mtx.gz@4080 $M/web-NotreDame.mtx.gz@16 $M/rajat01.mtx.gz@555 $M/Chem97Zt.mtx.gz@387"
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
SP="--algorithms csr_load_balance --staged-products yes --no-cusparse"
P=$BIN/perf_tests
for k in 8 4 16 32; do
  for v in walk vb2 vb4 vb6 vb8; do B=$P/kspmv-bench-$v bench k${k}_$v --matrix $L --vectors $k $SP; done
done
for v in walk vb4 vb6; do B=$P/kspmv-bench-$v bench ord_k8_$v --matrix $O --vectors 8 --algorithms automatic --no-cusparse; done
pack; ls -la $OUT
