# Run 106 n7: CSRI (and the warp COO) under LaunchBounds<256, 5> and <256, 6> instead of <256, 4> on the H200
# (tuning.hpp warp_chunk_min_blocks; run 30 measured 5 on an H100: 1.07-1.13x slower). `mb5` / `mb6` =
# 7f046ab's /work/cubuild relinked by local_variant.sh with the constant edited (sed) in the rank-1 double object:
# ptxas 48 / 40 registers with 60-180 bytes of spills a thread; `cur` as in n3. y = Ax, A-B-C-C-B-A.
mkdir -p /tmp/b106e && tar -xJf .device/b106e.tar.xz -C /tmp/b106e || exit 1
CALL=n7 LIMIT_S=400 source perf_tests/tools/device_call.sh
md5sum /tmp/b106e/*/kspmv-bench > $R/binaries.md5
S="--real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse --reps 30"
F="--real-suite fit $M --algorithms csr_load_balance --no-cusparse --reps 30"
for p in "1 cur" "1 mb5" "1 mb6" "2 mb6" "2 mb5" "2 cur"; do
  set -- $p
  B=/tmp/b106e/$2/kspmv-bench BENCH_MAX_S=80 bench score_$1_$2 $S
  B=/tmp/b106e/$2/kspmv-bench BENCH_MAX_S=60 bench fit_$1_$2 $F
done
pack
