# Run 95 call n5 (fresh machine): binaries built on the development machine at c637ebc + whole-tile loads
# (ELL, SELL-P and csr_scalar read a tile of a row-major X in 16-byte loads where its rows hold it whole:
# the handle's row-major copy), the rule unchanged: tests; then the fit data for the row-major-X rule:
# the held-out score suite at K = 4 and 8 against cuSPARSE (the record), then the real and generated fit suites at K = 4 and 8 with X as given and through the copy.
# Predicted: tests pass; through the copy ELL / SELL-P / csr_scalar 0.65-0.88x n3's copy times; the copy
# now ahead of X as given for ELL on ordered FE rows at K = 8 (n4: bcsstk29 0.236 vs ~0.25 as given?).
tar -xJf .device/bin.tar.xz -C .device && BUILD_DIR=.device/bin CALL=n5 LIMIT_S=580 source perf_tests/tools/device_call.sh
md5sum $B $BIN/unit_tests/* > $R/binaries.md5
runtest test_errors_and_handle
TAG=_sel runtest test_spmv_double '--gtest_filter=*row_major_x*:*wide_gather*:*.ell:*.sellp:*csr_scalar*:*automatic*'
TAG=_sel runtest test_spmv_float '--gtest_filter=*row_major_x*:*.ell:*.sellp:*csr_scalar*'
AL=automatic,ell,sellp,csr_scalar
export BENCH_MAX_S=120
bench score_k4 --real-suite score $M --vectors 4 --algorithms automatic --reps 20
bench score_k8 --real-suite score $M --vectors 8 --algorithms automatic --reps 20
for k in 8 4; do
  for x in never always; do
    bench fit_k${k}_$x --real-suite fit $M --suite fit --vectors $k --algorithms $AL --row-major-x $x --no-cusparse --reps 15
  done
done
pack
