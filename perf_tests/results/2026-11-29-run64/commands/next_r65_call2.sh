# run 65 call 2 (prepared in run 64; one H200): where the committed StagedProducts' instructions go, against
# cuSPARSE's coomm_alg3_kernel (run 64: 440 M against 211 M on web-NotreDame x16, K = 8). ncu's instruction
# statistics and source counters (SASS hot spots, warp stall reasons by instruction) for one launch of each, and the
# same for FinishShortRows; the bench built with -lineinfo for kspmv's kernels so that the SASS maps to source.
# Prediction: the per-vector part (x loads, shared stores, barrier, row lookups and their two row_map loads, the
# carry/store branches of finish) carries over half of the instructions; the products themselves under a third.
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
sed -i 's|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h"|"-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h -lineinfo"|' perf_tests/tools/dev_build.sh
bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench > $R/build.log 2>&1; echo "build rc=$? at $(($(date +%s) - call_start)) s"
ncu_run() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled --import-source yes "$@" > $R/$out.txt 2>&1
  echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
SEC="--section InstructionStats --section SourceCounters --section WarpStateStats --section SchedulerStats"
W="--matrix $M/web-NotreDame.mtx.gz@16 --vectors 8 --reps 2 --warmup 2"
ncu_run ncu_staged_src --kernel-name "regex:StagedProducts" --launch-skip 3 --launch-count 1 $SEC \
  -o $R/staged $B $W --algorithms csr_load_balance --staged-products yes --no-cusparse
ncu_run ncu_finish_src --kernel-name "regex:FinishShortRows" --launch-skip 3 --launch-count 1 $SEC \
  -o $R/finish $B $W --algorithms csr_load_balance --staged-products yes --no-cusparse
ncu_run ncu_coomm3_src --kernel-name "regex:coomm_alg3" --launch-skip 3 --launch-count 1 $SEC \
  -o $R/coomm3 $B $W --algorithms automatic
for f in staged finish coomm3; do [ -f $R/$f.ncu-rep ] || continue
  ncu --import $R/$f.ncu-rep > $R/${f}_details.txt 2>&1
  ncu --import $R/$f.ncu-rep --page source --csv --print-source sass > $R/${f}_sass.csv 2>&1; done
pack; ls -la $OUT
