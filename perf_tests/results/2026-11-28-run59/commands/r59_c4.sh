# run 59 call 4 (one H200, the machine of call 3 if still warm): issue 10's multivector record on the H200 at
# 9a66722. The last K = 4 / 8 / 16 / 32 record ran on H100s (run 43); every rule since was fitted or checked on
# rank 1. Held-out real suite and large suite, automatic against cuSPARSE's SpMM and Kokkos Kernels' rank-2, X and Y
# LayoutLeft; K = 8 first (the per-RHS and roofline bars), then 32, 4, 16.
CALL=c4 LIMIT_S=400 source perf_tests/tools/device_call.sh kspmv-bench
for k in 8 32 4 16; do bench score_auto$k --real-suite score $M --vectors $k --algorithms automatic
  bench large_auto$k --suite large --vectors $k --algorithms automatic; done
pack; ls -la $OUT
