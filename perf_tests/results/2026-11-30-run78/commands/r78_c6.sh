# Run 78 call 6: (a) why automatic's warp rows at K = 4 ran ~12% slower than forced csr_vector in calls 3 / 5
# (same kernel): each variant in its own process, with --warp-rows no beside; (b) a variant of the kernel where
# each warp takes a run of 4 consecutive rows (../diffs/r78_row_runs.diff; binaries .device/r78v).
tar -xJf .device/r78f.tar.xz -C .device
tar -xJf .device/r78v.tar.xz -C .device
BUILD_DIR=.device/r78f CALL=c6 LIMIT_S=200 source perf_tests/tools/device_call.sh
md5sum $B .device/r78v/perf_tests/kspmv-bench > $R/binaries.md5
X="--matrix $M/mbeacxc.mtx.gz@auto $M/bundle1.mtx.gz@30 --no-cusparse"
for k in 4 8; do
  BENCH_MAX_S=25 bench auto_k$k $X --vectors $k --algorithms automatic
  BENCH_MAX_S=25 bench vec_k$k $X --vectors $k --algorithms csr_vector
  BENCH_MAX_S=25 bench lb_k$k $X --vectors $k --algorithms csr_load_balance
  BENCH_MAX_S=25 bench nowarp_k$k $X --vectors $k --algorithms automatic --warp-rows no
done
B=.device/r78v/perf_tests/kspmv-bench
for k in 4 8; do
  BENCH_MAX_S=25 bench runs_auto_k$k $X --vectors $k --algorithms automatic
  BENCH_MAX_S=25 bench runs_vec_k$k $X --vectors $k --algorithms csr_vector
done
pack
