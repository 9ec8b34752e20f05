# Run 101 call e1 (one H200): (1) csr_scalar's rank-2 gather with each vector's column found once a thread
# (scols, run 100's prepared diff) against a no-op build of the same tree (base), A-B-B-A, csr_scalar forced on
# five files at K = 4 and 8, automatic on the held-out suite at K = 4; (2) every algorithm and rank-2 switch
# forced on the two weakest held-out files at K = 4 (which existing path comes nearest cuSPARSE's COO ALG3);
# (3) ncu of rank-1 CSRI and cuSPARSE's kernels on web-NotreDame x16 with and without ncu's clock lock and
# cache flush.
mkdir -p /tmp/b101 && tar -xJf .device/b101.tar.xz -C /tmp/b101 || exit 1
CALL=e1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b101/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b101/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--matrix $M/wing.mtx.gz@auto $M/ca-CondMat.mtx.gz@auto $M/wave.mtx.gz@12 $M/kmnist_norm_10NN.mtx.gz@153 $M/bcsstk33.mtx.gz@41 --no-cusparse --reps 15 --algorithms csr_scalar"
for K in 4 8; do run base g${K}_1 $G --vectors $K; run scols g${K}_1 $G --vectors $K; run scols g${K}_2 $G --vectors $K; run base g${K}_2 $G --vectors $K; done
S="--real-suite score $M --algorithms automatic --no-cusparse --reps 20"
run base sk4_1 $S --vectors 4; run scols sk4_1 $S --vectors 4; run scols sk4_2 $S --vectors 4; run base sk4_2 $S --vectors 4
W="--matrix $M/soc-Slashdot0902.mtx.gz@24 $M/web-NotreDame.mtx.gz@16 --vectors 4 --no-cusparse --reps 20"
run base w_all $W --algorithms csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid,evc_hyb
run base w_walk $W --algorithms csr_load_balance --merge-walk yes
run base w_csri $W --algorithms csr_load_balance --merge-walk no --staged-products no --warp-rows no
run base w_warp $W --algorithms csr_load_balance --merge-walk no --warp-rows yes
run base w_rmx $W --algorithms csr_load_balance,csr_scalar,ell,sellp --row-major-x always
for mode in locked free; do
  cc=""; [ $mode = free ] && cc="--clock-control none --cache-control none"
  timeout 80 ncu $cc --kernel-name-base demangled --kernel-name "regex:CsriChunks|coomv_kernel|csrmv_v3" --launch-count 12 \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,lts__t_sector_hit_rate.pct,smsp__inst_executed.sum,sm__cycles_elapsed.avg.per_second,sm__warps_active.avg.pct_of_peak_sustained_active \
    --csv --log-file $R/ncu_wnd_n_$mode.csv /tmp/b101/base/kspmv-bench --matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --reps 3 --warmup 1 > $R/ncu_wnd_n_$mode.out 2>&1
  echo "ncu $mode rc=$?"; gzip -f $R/ncu_wnd_n_$mode.csv; pack
done
pack
