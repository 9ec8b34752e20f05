# run 59 call 2 (prepared in run 58; nvidia-h200-x2, one bench per GPU): issue 10's multivector record on the H200.
# The last K = 4 / 8 / 16 / 32 record ran on H100s (run 43, r43_call3.sh); every rule since was fitted or checked on
# rank 1. Held-out real suite and large suite, automatic against cuSPARSE's SpMM and Kokkos Kernels' rank-2, X and Y
# LayoutLeft; K = 4 and 8 on GPU 0, 16 and 32 on GPU 1.
CALL=c2 LIMIT_S=570 source perf_tests/tools/device_call.sh kspmv-bench
( for k in 4 8; do CUDA_VISIBLE_DEVICES=0 bench score_auto$k --real-suite score $M --vectors $k --algorithms automatic
    CUDA_VISIBLE_DEVICES=0 bench large_auto$k --suite large --vectors $k --algorithms automatic; done ) &
( for k in 16 32; do CUDA_VISIBLE_DEVICES=1 bench score_auto$k --real-suite score $M --vectors $k --algorithms automatic
    CUDA_VISIBLE_DEVICES=1 bench large_auto$k --suite large --vectors $k --algorithms automatic; done ) &
wait; pack; ls -la $OUT
