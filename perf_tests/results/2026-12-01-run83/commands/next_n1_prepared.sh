# Prepared for run 84 (not run in run 83: its device time was spent). Binaries: .device/r83s (branch
# next/small-tiles at 800d61a: kspmv-bench and the nine one-GPU test programs, built on the development machine)
# and .device/r83f (fa0a195, main's kernels) for the A/B. Rebuild both if .device/ is gone: dev_build.sh from
# worktrees of the two commits.
# (a) Floats and doubles under warp rows where K fits in the new 16-byte tile (mbeacxc, beaflw, bundle1 x30),
#     branch against fa0a195, K = 8 as a control. Predicted: floats K = 4 0.80-0.90 of the time (one 16-byte load
#     and 4 multiply-adds an entry instead of two and 8), K = 3 0.85-0.95, K = 1-2 0.90-1.00; doubles K = 1-2
#     0.95-1.00 (X as given: the loads were already one a value); K = 8 1.00. Doubles K = 3 (the narrow tile, X as
#     given: only 800d61a's folded compare differs): back to 67e3233's times, 1.00-1.05 of fa0a195's (n4 had
#     0.958 / 0.960 / 1.026 of 67e3233's).
# (b) The CUDA tests of the branch (the rank-2 suite's warp rows run K = 1, 2, 3 in the small tile in every scalar).
tar -xJf .device/r83s.tar.xz -C .device; tar -xJf .device/r83f.tar.xz -C .device
BUILD_DIR=.device/r83s CALL=n1 LIMIT_S=585 source perf_tests/tools/device_call.sh
NEW=$B; OLD=.device/r83f/perf_tests/kspmv-bench
md5sum $NEW $OLD $BIN/unit_tests/* > $R/binaries.md5
W="--matrix $M/mbeacxc.mtx.gz@auto $M/beaflw.mtx.gz@auto $M/bundle1.mtx.gz@30 --algorithms automatic --no-cusparse"
export BENCH_MAX_S=20
for K in 4 3 2 1 8; do
  B=$NEW bench f${K}_new $W --vectors $K --scalar float
  B=$OLD bench f${K}_old $W --vectors $K --scalar float
done
for K in 3 2 1 8; do
  B=$NEW bench d${K}_new $W --vectors $K
  B=$OLD bench d${K}_old $W --vectors $K
done
one_gpu_tests
pack
