# Run 89 call n3: run 88's prepared experiment, the empty-row warps interleaved among the chunk warps
# (run 88's diffs/r88_interleave.diff on 70104ce, KSPMV_EXP_EMPTY=3), built on the development machine
# (.device/r89b: bench, test_spmv_double), against the same binary without the switch (the committed placement,
# after the chunk warps), alternating, without cuSPARSE. Predicted: web-NotreDame x16 CSRI 0.93-0.97 of the
# committed time (bound 0.895 / 0.958 = 0.934), the others 0.99-1.01; the CSRI suites pass under the switch.
tar -xJf .device/r89b.tar.xz -C .device
BUILD_DIR=.device/r89b CALL=n3 LIMIT_S=300 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
export BENCH_MAX_S=40
KSPMV_EXP_EMPTY=3 TAG=_e3 runtest test_spmv_double '--gtest_filter=*csr_load_balance*'
A="--algorithms csr_load_balance --no-cusparse"
for p in 1 2; do
  bench ho_e0_$p --real-suite score $M $A
  KSPMV_EXP_EMPTY=3 bench ho_e3_$p --real-suite score $M $A
done
bench fit_e0 --real-suite fit $M $A
KSPMV_EXP_EMPTY=3 bench fit_e3 --real-suite fit $M $A
bench large_e0 --suite large $A
KSPMV_EXP_EMPTY=3 bench large_e3 --suite large $A
pack
