# Run 102 call 2: DIA's rank-2 gather with A's values loaded evict-first (dstream), an L2 prefetch of the
# value P diagonals ahead (pfP), both (spf4), against a no-op build, on the three stencils of the large suite.
mkdir -p /tmp/b102 && tar -xJf .device/b102b.tar.xz -C /tmp/b102 || exit 1
CALL=n2 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b102/*/kspmv-bench > $R/binaries.md5
run() { local v=$1 name=$2; shift 2; B=/tmp/b102/$v/kspmv-bench BENCH_MAX_S=60 bench ${name}_$v "$@"; }
G="--case stencil7:160 --case stencil27:100 --case stencil5:4096 --algorithms dia --no-cusparse --reps 20"
V="dstream pf2 pf4 spf4 pf8"
for K in 8 4; do
  run base102 s${K}_1 $G --vectors $K
  for v in $V; do run $v s${K}_1 $G --vectors $K; done
  for v in $(echo $V | tr ' ' '\n' | tac); do run $v s${K}_2 $G --vectors $K; done
  run base102 s${K}_2 $G --vectors $K
done
run base102 t8_1 $G --vectors 8 --mode T; for v in $V; do run $v t8_1 $G --vectors 8 --mode T; done
pack
