# Run 110 c1 (prepared in run 109 as its c1): the record at 0f7ab8b9 (HEAD bench, automatic + Kokkos Kernels native + merge path + cuSPARSE,
# y = Ax and y = Aᵀx on the fit, held-out and large suites), then run 108's prepared fill shapes
# (var: KSPMV_EXP_FILL_SEGMENT_MB=4|8, KSPMV_EXP_FILL_KERNEL=1) against HEAD on the held-out suite, y = Aᵀx,
# A-B-C-D-D-C-B-A, no cuSPARSE; then every transposed scatter forced on the four permuted files below 1.0.
mkdir -p /tmp/b110 && { [ -d /tmp/b110/b110 ] || tar -xJf .device/b110.tar.xz -C /tmp/b110; } || exit 1
BUILD_DIR=/tmp/b110/b110 CALL=c1 LIMIT_S=500 source perf_tests/tools/device_call.sh
md5sum /tmp/b110/b110/*/* > $R/binaries.md5
A="--algorithms automatic,kk_native --reps 20"
BENCH_MAX_S=60 bench scoreT $A --real-suite score $M --mode T
BENCH_MAX_S=60 bench scoreN $A --real-suite score $M
BENCH_MAX_S=40 bench fitT $A --real-suite fit $M --mode T
BENCH_MAX_S=40 bench fitN $A --real-suite fit $M
BENCH_MAX_S=90 bench largeN $A --suite large
BENCH_MAX_S=90 bench largeT $A --suite large --mode T
S="--real-suite score $M --algorithms automatic --mode T --reps 20 --no-cusparse"
var() { local v=$1; local B=/tmp/b110/b110/var/kspmv-bench
  case $v in
    main) B=/tmp/b110/b110/perf_tests/kspmv-bench BENCH_MAX_S=40 bench xT_$((++i))_$v $S ;;
    seg4) KSPMV_EXP_FILL_SEGMENT_MB=4 BENCH_MAX_S=40 bench xT_$((++i))_$v $S ;;
    seg8) KSPMV_EXP_FILL_SEGMENT_MB=8 BENCH_MAX_S=40 bench xT_$((++i))_$v $S ;;
    kern) KSPMV_EXP_FILL_KERNEL=1 BENCH_MAX_S=40 bench xT_$((++i))_$v $S ;;
  esac; }
for v in main seg4 seg8 kern kern seg8 seg4 main; do var $v; done
# issue 6's files below cuSPARSE in y = Aᵀx: every scatter kspmv has, forced, A-B (row order / the plan's own)
P="--matrix $M/wiki-Vote.mtx.gz@autop $M/rgg_n_2_15_s0.mtx.gz@autop $M/memplus.mtx.gz@autop $M/kmnist_norm_10NN.mtx.gz@autop --mode T --reps 20"
G="--algorithms automatic,hybrid,ell,sellp,csr_load_balance,csr_vector,coo_load_balance,evc_hyb"
BENCH_MAX_S=70 bench scatT_row $P $G --transpose-scatter row_order
BENCH_MAX_S=70 bench scatT_plan $P $G --transpose-scatter plan --no-cusparse
pack
