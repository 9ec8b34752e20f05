# Run 106 n9: CSRI's chunk (entries a warp, `--chunk`, SpmvOptions::load_balance_chunk) swept at rank 1 with
# 7f046ab's bench as built (`cur`, n3): today omega_for gives 24M-entry matrices chunks of 512 entries (two
# windows a warp, 46.8 k chunk warps on web-NotreDame x16, n3). csr_load_balance forced, both real suites,
# A-B-C-D-D-C-B-A over 256 / 512 (the default, also as `auto` without --chunk) / 1024 / 2048.
mkdir -p /tmp/b106c && tar -xJf .device/b106c.tar.xz -C /tmp/b106c || exit 1
CALL=n9 LIMIT_S=280 source perf_tests/tools/device_call.sh
B=/tmp/b106c/cur/kspmv-bench
md5sum $B > $R/binaries.md5
A="--algorithms csr_load_balance --no-cusparse --reps 30"
for p in "1 auto" "1 256" "1 1024" "1 2048" "2 2048" "2 1024" "2 256" "2 auto"; do
  set -- $p
  c=""; [ "$2" != auto ] && c="--chunk $2"
  BENCH_MAX_S=40 bench score_$1_c$2 --real-suite score $M $A $c
  BENCH_MAX_S=30 bench fit_$1_c$2 --real-suite fit $M $A $c
done
pack
