# Prepared in run 100 for the next session, not run. Binaries: base = a dev_build.sh build of the tree at
# e65f7c1 (or later) relinked by local_variant.sh with a no-op define; scols = the same tree with
# diffs/prepared_scalar_columns.diff applied, VARIANT_DEFINES=-DKSPMV_EXP_SCALAR_COLS (62 registers against 58
# for the 8-vector tile, no spills, ptxas). Both stripped into .device/b101.tar.xz as base/ and scols/.
# (1) csr_scalar's rank-2 gather with each vector's column found once a thread (its loads in the order they
# have now, unlike run 100's row pointer, which took 1.13-1.32x at K = 4 on wing and kmnist permuted).
# (2) Rank 1, web-NotreDame x16: ncu of CSRI and cuSPARSE's COO ALG1 with the bench's conditions (no clock
# lock, no cache flush), to see why COO gains 1.46x from them and CSRI 1.10x (run 100 n1).
mkdir -p /tmp/b101 && tar -xJf .device/b101.tar.xz -C /tmp/b101 || exit 1
CALL=n1 LIMIT_S=540 source perf_tests/tools/device_call.sh
run() { local v=$1 name=$2; shift 2; B=/tmp/b101/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--matrix $M/wing.mtx.gz@auto $M/ca-CondMat.mtx.gz@auto $M/wave.mtx.gz@12 $M/kmnist_norm_10NN.mtx.gz@153 $M/bcsstk33.mtx.gz@41 --no-cusparse --reps 15 --algorithms csr_scalar"
for K in 4 8; do run base g${K}_1 $G --vectors $K; run scols g${K}_1 $G --vectors $K; run scols g${K}_2 $G --vectors $K; run base g${K}_2 $G --vectors $K; done
S="--real-suite score $M --algorithms automatic --no-cusparse --reps 20"
run base sk4_1 $S --vectors 4; run scols sk4_1 $S --vectors 4; run scols sk4_2 $S --vectors 4; run base sk4_2 $S --vectors 4
for mode in locked free; do
  cc=""; [ $mode = free ] && cc="--clock-control none --cache-control none"
  timeout 90 ncu $cc --kernel-name-base demangled --kernel-name "regex:CsriChunks|coomv_kernel|csrmv_v3" --launch-count 12 \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,lts__t_sector_hit_rate.pct,smsp__inst_executed.sum,sm__cycles_elapsed.avg.per_second,sm__warps_active.avg.pct_of_peak_sustained_active \
    --csv --log-file $R/ncu_wnd_n_$mode.csv /tmp/b101/base/kspmv-bench --matrix $M/web-NotreDame.mtx.gz@16 --algorithms automatic --reps 3 --warmup 1 > $R/ncu_wnd_n_$mode.out 2>&1
  echo "ncu $mode rc=$?"; gzip -f $R/ncu_wnd_n_$mode.csv; pack
done
pack
