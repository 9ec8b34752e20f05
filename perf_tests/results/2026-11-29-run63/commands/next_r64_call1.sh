# run 64 call 1 (prepared in run 63; one H200): (a) block_runs_spmm's row groups on column-major X at E = 12 and 16
# (run 63 timed E = 8 only: 0.706 ms alone on web-NotreDame x16, where the row-major kernel went 0.574 -> 0.475 ms
# from E = 8 to 16) on the five K = 8 losers and three fit-suite graphs, against cuSPARSE's COO ALG3; (b) ncu of the
# committed staged-products kernel against the probe's (E = 4), web-NotreDame x16, K = 8: run 63 timed the probe's
# 1.23x faster (0.818 ms with Y's memset against csr_load_balance's staged path 1.005 ms).
# Prediction: column-major E = 16 kernel alone 0.55-0.62 ms on web-NotreDame (at cuSPARSE's 0.578 at best: no memset
# counted), still behind cuSPARSE on bundle1 (long rows: the group's atomics) and Chem97Zt.
CALL=c1 LIMIT_S=565 source perf_tests/tools/device_call.sh
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
(bash perf_tests/tools/dev_build.sh . $BIN kspmv-bench > $R/bench_build.log 2>&1; echo "bench build rc=$? at $(($(date +%s) - call_start)) s") &
builder=$!
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
$NVCC -O3 -arch=sm_90 -std=c++17 -Xptxas -v -o /tmp/brs perf_tests/probes/block_runs_spmm.cu -lcusparse > $R/probe_build.log 2>&1 || { echo probe build failed; tail $R/probe_build.log; }
probe() { local left=$((call_deadline - 10 - $(date +%s))); [ $left -gt 20 ] || return
  timeout $left /tmp/brs .device/m/$1.mtx.gz $2 8 ${3:-row-groups} >> $R/row_groups.txt 2>&1
  echo "probe $1 rc=$? at $(($(date +%s) - call_start)) s"; pack; }
probe web-NotreDame 16; probe bundle1 30; probe rajat01 555; probe Chem97Zt 387; probe ct2010 71
probe soc-Epinions1 47; probe ca-CondMat 128; probe soc-Slashdot0902 24
# ncu: the probe's staged products (E = 4) and cuSPARSE's COO ALG3 kernels, then the committed staged kernel
ncu_run() { local out=$1 left=$((call_deadline - 10 - $(date +%s))); shift; [ $left -gt 40 ] || return
  timeout $left ncu --clock-control none --kernel-name-base demangled "$@" > $R/$out.txt 2>&1
  echo "$out rc=$? at $(($(date +%s) - call_start)) s"; pack; }
SEC="--section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section InstructionStats"
ncu_run ncu_probe_staged --kernel-name "regex:staged_products<4>" --launch-skip 3 --launch-count 1 $SEC /tmp/brs .device/m/web-NotreDame.mtx.gz 16 8 all
ncu_run ncu_cusparse_coo3 --kernel-name "regex:coomm|spmm|SpMM" --launch-skip 3 --launch-count 3 $SEC /tmp/brs .device/m/web-NotreDame.mtx.gz 16 8 row-groups
wait $builder
# the committed staged kernel, then every kernel of one apply with its duration (setup kernels first; the apply's
# second pass over the carries and any scaling of Y show apart)
ncu_run ncu_kspmv_staged --kernel-name "regex:StagedProducts" --launch-skip 3 --launch-count 1 $SEC $B \
  --matrix .device/m/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --reps 2 --warmup 2
ncu_run ncu_kspmv_staged_times --metrics gpu__time_duration.sum --csv --launch-count 300 $B \
  --matrix .device/m/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms csr_load_balance --staged-products yes --no-cusparse --reps 1 --warmup 0
bench k8_web_staged --matrix .device/m/web-NotreDame.mtx.gz@16 --vectors 8 --algorithms automatic,csr_load_balance --staged-products yes
pack; ls -la $OUT
