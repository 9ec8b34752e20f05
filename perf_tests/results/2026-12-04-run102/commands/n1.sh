# Run 102 call 1: run 101's prepared DIA column-pointer A-B-B-A (commands/prepared_next.sh) and every
# path forced on block4 and rmat at K = 4 (the large suite's K = 4 gm is 1.962, those two 1.78 / 1.31).
mkdir -p /tmp/b102 && tar -xJf .device/b102.tar.xz -C /tmp/b102 || exit 1
CALL=n1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b102/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b102/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
for K in 8 4 16 32; do
  run base s${K}_1 $G --vectors $K; run diacols s${K}_1 $G --vectors $K
  run diacols s${K}_2 $G --vectors $K; run base s${K}_2 $G --vectors $K
done
run base t8_1 $G --vectors 8 --mode T; run diacols t8_1 $G --vectors 8 --mode T
ALL=csr_scalar,csr_vector,csr_load_balance,coo_load_balance,ell,sellp,hybrid,evc_hyb,bsr,automatic
B=/tmp/b102/base/kspmv-bench BENCH_MAX_S=150 bench w4 --case block4:1048576:4 --case rmat:21:16 --algorithms $ALL --vectors 4 --reps 20
pack
