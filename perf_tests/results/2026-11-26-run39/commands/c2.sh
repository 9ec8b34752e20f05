# call 2: the second pass, order reversed (binaries from call 1 on the warm machine)
test -x /tmp/x/new/kspmv-bench && test -x /tmp/x/base/kspmv-bench || { echo "binaries gone"; exit 3; }
M=.device/m
for pass in 2; do for b in new base; do
OUT=$OUT/${b}_$pass bash perf_tests/gpu_session.sh /tmp/x/$b \
  "k8=--real-suite score $M --vectors 8 --algorithms automatic,csr_load_balance --no-cusparse" \
  "r1=--real-suite score $M --algorithms automatic,csr_load_balance --no-cusparse" 2>&1 | tail -2
done; done
