# run 61 call 2 (prepared in run 60; one H200): the record owed at the final commit. Mode T held out and large
# (last run at 5853433, run 58, before 9d9f295 changed how cut rows are finished), with Kokkos Kernels' native
# SpMV beside; rank 2 at K = 16 (never run on the H200) and K = 4 large, against cuSPARSE's SpMM.
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
bench scoreT --real-suite score $M --mode T --algorithms automatic,kk_native
bench largeT --suite large --mode T --algorithms automatic,kk_native
bench score_auto16 --real-suite score $M --vectors 16 --algorithms automatic
bench large_auto16 --suite large --vectors 16 --algorithms automatic
bench large_auto4 --suite large --vectors 4 --algorithms automatic
pack; ls -la $OUT
