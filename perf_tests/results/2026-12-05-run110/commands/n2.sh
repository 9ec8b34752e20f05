# Run 110 n2 (prepared; no device machine was lent in run 110): CSRI walked in steps of 32 consecutive
# entries, one a lane (diffs/csri_steps.diff: CsriSteps, [TOPC20] Alg. 1's interleaved layout over CSRI's
# row-start mask), against CSRI's windows in the same binary (KSPMV_EXP_CSRI_STEPS unset):
#   1: U = 8 steps' loads in flight (as many entries a lane as CSRI's E = 8), 64 registers (4 blocks of 256
#      a multiprocessor, as CSRI; ptxas spills 0-28 bytes)
#   2: U = 4, 64 registers (no spill)         3: U = 4, 48 registers (5 blocks; ptxas spills 12-36 bytes)
# First the double unit tests of csr_load_balance and automatic under each shape (correctness: the steps
# kernel has never run), then y = Ax A-B-C-D-D-C-B-A on the held-out suite, the fit suite, the large suite
# and K = 8. Binaries (development machine): 0f7ab8b9 built by dev_build.sh (/work/cubuild), then
#   VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o \
#   VARIANT_PATCH=perf_tests/results/2026-12-05-run110/diffs/csri_steps.diff VARIANT_DIR=/work/stash/steps \
#   bash perf_tests/tools/local_variant.sh /work/cubuild steps
# and handle_core_double_int_rank2.cpp.o compiled by its ninja command against /work/stash/steps/src, `ar r`
# into /work/stash/steps/libkspmv_eti.a, kspmv-bench, kspmv_test_sweeps and kspmv_test_library relinked
# against it by their ninja link commands; stripped into .device/x110.tar.xz as x110/steps/{perf_tests,unit_tests}/.
# Only the double / int handle cores hold the steps kernel: other scalars ignore the variable.
# Predictions: PREDICTION.md, "n2". About 330 s.
mkdir -p /tmp/x110 && { [ -d /tmp/x110/x110 ] || tar -xJf .device/x110.tar.xz -C /tmp/x110; } || exit 1
BUILD_DIR=/tmp/x110/x110/steps CALL=n2 LIMIT_S=540 source perf_tests/tools/device_call.sh
md5sum /tmp/x110/x110/*/*/* > $R/binaries.md5
T="--gtest_filter=SpmvDouble.csr_load_balance*:SpmvDouble.automatic*"
for s in 1 2 3; do KSPMV_EXP_CSRI_STEPS=$s TAG=_steps$s runtest kspmv_test_sweeps "$T" & done
KSPMV_EXP_CSRI_STEPS=1 TAG=_steps1 runtest kspmv_test_library &
wait
# The bench goes on only where every shape passed: a wrong kernel's times mean nothing.
grep -q "FAILED\|rc=[1-9]" $R/tests_summary.txt && { echo "a steps shape failed: no timing"; pack; exit 0; }
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
L="--suite large --algorithms automatic,csr_load_balance --reps 20 --no-cusparse"
for s in 0 1 2; do run $s largeN_$((++i))_s$s $L; done
K="--real-suite score $M --vectors 8 --algorithms csr_load_balance --reps 20 --no-cusparse"
for s in 0 1; do run $s scoreK8_$((++i))_s$s $K; done
pack
