# Run 105 n5: csr_scalar's rank-2 gather under LaunchBounds<128, 1> (n2's variant x, KSPMV_EXP_BOUND=kspmv::csr_scalar)
# on the held-out files where automatic picks csr_scalar (wave, kmnist_norm_10NN), and on the three fit files where n2
# found it 0.73-0.75 / 1.16 of the time, beside automatic: data for a rule, none fitted yet. A-B-B-A, K = 4 and 8.
mkdir -p /tmp/b105x && tar -xJf .device/b105x.tar.xz -C /tmp/b105x || exit 1
BUILD_DIR=/tmp/b105x/x CALL=n5 LIMIT_S=240 source perf_tests/tools/device_call.sh
B=/tmp/b105x/x/kspmv-bench
md5sum $B > $R/binaries.md5
F="--matrix $M/wave.mtx.gz@12 $M/kmnist_norm_10NN.mtx.gz@autop $M/soc-Epinions1.mtx.gz@auto $M/bcsstk33.mtx.gz@auto $M/circuit204.mtx.gz@auto --algorithms automatic,csr_scalar --no-cusparse --reps 15"
for K in 4 8; do
  KSPMV_EXP_BOUND= BENCH_MAX_S=40 bench cs${K}_1_xoff $F --vectors $K; KSPMV_EXP_BOUND=kspmv::csr_scalar BENCH_MAX_S=40 bench cs${K}_1_xon $F --vectors $K
  KSPMV_EXP_BOUND=kspmv::csr_scalar BENCH_MAX_S=40 bench cs${K}_2_xon $F --vectors $K; KSPMV_EXP_BOUND= BENCH_MAX_S=40 bench cs${K}_2_xoff $F --vectors $K
done
pack
