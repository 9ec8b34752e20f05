# Run 81 call 3: ncu's per-instruction counts (SASS) of one staged-products launch, web-NotreDame x16, K = 8
# (.device/r80g). c1 counted 385 M warp instructions for 192 M entry-vector products: which instructions.
tar -xJf .device/r80g.tar.xz -C .device
BUILD_DIR=.device/r80g CALL=c3 LIMIT_S=300 source perf_tests/tools/device_call.sh
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 150 $NCU --clock-control none --kernel-name-base demangled --kernel-name "regex:StagedProducts" --launch-skip 2 \
  --launch-count 1 --section SourceCounters --section InstructionStats --section WarpStateStats -o /tmp/src_wnd -f $B \
  --matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms automatic --no-cusparse --reps 2 --warmup 2 > $R/ncu_src.log 2>&1
$NCU -i /tmp/src_wnd.ncu-rep --page source --csv --print-source sass > $R/sass.csv 2> $R/sass.err
$NCU -i /tmp/src_wnd.ncu-rep --page details > $R/details.txt 2>&1
ls -la $R
pack
