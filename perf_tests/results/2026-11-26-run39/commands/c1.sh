# call 1: base (main) and new (branch) benches, interleaved A/B on rank-1 and K=8
set -x
cp -r . /tmp/base && cp -r .device/base/src/. /tmp/base/src/ && rm /tmp/base/src/spmv/arch/x_column.hpp
(bash .device/dev_build.sh /tmp/base /tmp/bb kspmv-bench > /tmp/bb.out 2>&1) &
bash .device/dev_build.sh . build-dev kspmv-bench || exit 1
wait; cat /tmp/bb.out; test -x /tmp/bb/perf_tests/kspmv-bench || exit 1
mkdir -p /tmp/x/base /tmp/x/new && cp /tmp/bb/perf_tests/kspmv-bench /tmp/x/base/ && cp build-dev/perf_tests/kspmv-bench /tmp/x/new/
M=.device/m
for pass in 1; do for b in base new; do
OUT=$OUT/${b}_$pass bash perf_tests/gpu_session.sh /tmp/x/$b \
  "k8=--real-suite score $M --vectors 8 --algorithms automatic,csr_load_balance --no-cusparse" \
  "r1=--real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse" 2>&1 | tail -2
done; done
