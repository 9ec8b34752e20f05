# Run 111 n3: run 110's n2 (CsriSteps, diffs/csri_steps.diff, three shapes by KSPMV_EXP_CSRI_STEPS) with its
# tests one process at a time (run 111's c2 showed five test processes side by side on the one GPU run
# 20-70x as slowly: csr_scalar 1-6 s alone, not done in 350 s), the large suite and K = 8 cut to two shapes;
# then the HEAD (0f7ab8b9) double and float unit sweeps, one process each, while time is left.
mkdir -p /tmp/x110 /tmp/h111
{ [ -d /tmp/x110/x110 ] || tar -xJf .device/s111.tar.xz -C /tmp/x110; } || exit 1
{ [ -d /tmp/h111/h111 ] || tar -xJf .device/h111.tar.xz -C /tmp/h111; } || exit 1
BUILD_DIR=/tmp/x110/x110/steps CALL=n3 LIMIT_S=575 source perf_tests/tools/device_call.sh
md5sum /tmp/x110/x110/*/*/* /tmp/h111/h111/*/* > $R/binaries.md5
T="--gtest_filter=SpmvDouble.csr_load_balance*:SpmvDouble.automatic*"
for s in 1 2 3; do KSPMV_EXP_CSRI_STEPS=$s TAG=_steps$s runtest kspmv_test_sweeps "$T"; done
# The bench goes on only where every shape passed: a wrong kernel's times mean nothing.
if grep -q "FAILED\|rc=[1-9]" $R/tests_summary.txt; then echo "a steps shape failed: no timing"; else
S="--real-suite score $M --algorithms automatic,csr_load_balance --reps 20"
run() { local s=$1 name=$2; shift 2
  if [ "$s" = 0 ]; then BENCH_MAX_S=60 bench $name "$@"; else KSPMV_EXP_CSRI_STEPS=$s BENCH_MAX_S=60 bench $name "$@"; fi; }
i=0
for s in 0 1 2 3 3 2 1 0; do
  extra=--no-cusparse; [ $i = 0 ] && extra=
  run $s scoreN_$((++i))_s$s $S $extra
done
F="--real-suite fit $M --algorithms csr_load_balance --reps 20 --no-cusparse"
for s in 0 1 2 3; do run $s fitN_$((++i))_s$s $F; done
K="--real-suite score $M --vectors 8 --algorithms csr_load_balance --reps 20 --no-cusparse"
for s in 0 1; do run $s scoreK8_$((++i))_s$s $K; done
L="--suite large --algorithms csr_load_balance --reps 20 --no-cusparse"
for s in 0 1; do run $s largeN_$((++i))_s$s $L; done
fi
BIN=/tmp/h111/h111
for s in SpmvDouble SpmvFloat; do TAG=_head_$s runtest kspmv_test_sweeps "--gtest_filter=$s.*"; done
pack
