# run 68 call 2 (prepared in run 67; one H200): the parts of the record that run 67 left at 85dd244's kernels
# (rank 1 N held out, K = 16 and 32 held out, K = 4 and 16 large, the ordered-rows rule's copy at K = 32 in the
# same process). Add DIFFS and the CUDA tests if call 1 changes the kernel.
# Predicted: rank 1 N held out 1.005-1.012 (run 66 1.011); K = 16 held out 1.74-1.78 (run 62 1.72; ct2010 now
# as given), K = 32 1.83-1.90 (run 65 1.80); K = 4 large 1.87-1.90 (run 61 1.88), K = 16 large 2.18-2.22;
# K = 32 census graphs 0.64-0.80 of the copy's time (run 67 against run 66's copy on another machine).
CALL=c2 LIMIT_S=565 source perf_tests/tools/device_call.sh kspmv-bench
bench score --real-suite score $M --algorithms automatic
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
O="$M/de2010.mtx.gz@auto $M/vt2010.mtx.gz@auto $M/ct2010.mtx.gz@auto"
bench ord_k32_auto --matrix $O --vectors 32 --algorithms automatic --no-cusparse
bench ord_k32_copy --matrix $O --vectors 32 --algorithms csr_scalar,ell --row-major-x always --no-cusparse
bench large_auto4 --suite large --vectors 4 --algorithms automatic
bench score_auto32 --real-suite score $M --vectors 32 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
pack; ls -la $OUT
