# run 63 call 4 (one H200, the session's last ~390 s): block_runs_spmm's new row groups over a row-major copy of X
# against cuSPARSE's COO ALG3 on issue 10's five K = 8 losers, then the three large-suite matrices call 2's K = 32
# run did not reach (denserows, wide, block4). Prediction (written before the run): web-NotreDame x16 copy ~0.16 ms,
# kernel alone 0.30-0.40 ms, copy + memset + kernel 0.55-0.65 ms against cuSPARSE's ~0.57-0.61; column-major gathers
# by the same groups 0.7-0.9 ms (a sector a product); Chem97Zt (12M columns: a 768 MB copy) slower than cuSPARSE.
CALL=c4 LIMIT_S=355 source perf_tests/tools/device_call.sh
mkdir -p /work/deps && tar -xJf .device/deps.tar.xz -C /work/deps
(bash .device/dev_build.sh . $BIN kspmv-bench > $R/bench_build.log 2>&1; echo "bench build rc=$? at $(($(date +%s) - call_start)) s") &
builder=$!
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
$NVCC -O3 -arch=sm_90 -std=c++17 -Xptxas -v -o /tmp/brs perf_tests/probes/block_runs_spmm.cu -lcusparse > $R/probe_build.log 2>&1 || { echo probe build failed; tail $R/probe_build.log; }
probe() { local left=$((call_deadline - 10 - $(date +%s))); [ $left -gt 20 ] || return
  timeout $left /tmp/brs .device/m/$1.mtx.gz $2 8 ${3:-row-groups} >> $R/row_groups.txt 2>&1
  echo "probe $1 rc=$? at $(($(date +%s) - call_start)) s"; pack; }
probe web-NotreDame 16; probe bundle1 30; probe rajat01 555; probe Chem97Zt 387; probe ct2010 71
wait $builder
bench k32_large_rest --case denserows:2097152:4 --case wide:2000 --case block4:1048576:4 --vectors 32 --algorithms automatic
probe web-NotreDame 16 all
pack; ls -la $OUT
