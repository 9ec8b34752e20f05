# usage: c4.sh PASS "binaries in order"
M=.device/m
for b in $2; do
test -x /tmp/x/$b/kspmv-bench || { echo "no $b"; continue; }
OUT=$OUT/${b}_$1 bash perf_tests/gpu_session.sh /tmp/x/$b \
  "k8=--real-suite score $M --vectors 8 --algorithms csr_load_balance --no-cusparse" \
  "r1=--real-suite score $M --algorithms csr_load_balance --no-cusparse" 2>&1 | tail -1
done
