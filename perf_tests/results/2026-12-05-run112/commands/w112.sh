# Run 112: the wave x12 half of run 111's p1, which never ran (B pointed at a path the pack lacks).
mkdir -p /tmp/p111 && { [ -d /tmp/p111/p111 ] || tar -xJf .device/p111.tar.xz -C /tmp/p111; } || exit 1
BUILD_DIR=/tmp/p111/p111/head CALL=w1 LIMIT_S=150 source perf_tests/tools/device_call.sh
B=/tmp/p111/p111/head/kspmv-bench
md5sum $B > $R/binaries.md5
W="--matrix $M/wave.mtx.gz@auto --reps 20"
G="--algorithms automatic,kk_native,csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid,evc_hyb,csc"
BENCH_MAX_S=60 bench waveT $W $G --mode T
BENCH_MAX_S=60 bench waveN $W $G
pack
