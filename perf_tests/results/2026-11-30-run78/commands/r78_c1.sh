# Prepared in run 77 for run 78 (one H200, ~580 s), not run. Binaries: .device/r78.tar.xz = main at bb2dbd1's code (ab13800 plus a refactor of the presummed kernel's scratch views, not run on the GPU in run 77)
# (kspmv-bench and the nine one-GPU test programs), built and packed on the development machine as
# ../../2026-11-30-run76/commands/r76_prebuilds.sh packs (`T` there widened to the nine test programs); md5 sums in
# run 77's closing note and in this call's binaries.md5.
# (1) Every one-GPU CUDA test program at this commit (run 77 ran only the transposed suites on CUDA).
# (2) The presummed scatter at K = 4 (transpose_presum_min_vectors = 8 because K = 4 was not measured): real fit
#     suite, staged against forced presummed. Predicted bcsstk33 0.95-1.05 of staged (at K = 8 0.86, gains grow
#     with K), the rest 1.1-1.4; if bcsstk33 gains, lower the minimum to 4 and rescore held out K = 4.
# (3) Run 76's prepared items still unrun: the staging rule's ordered branch on denserows:1048576:{1,2,4,8}
#     (fit side), automatic against staged at K = 8 (predicted staged 0.8-0.9 at 11-15 entries a row of Y, 1.0-1.3
#     at 8); op = A held out at K = 8 (last measured run 74: 1.819x).
tar -xJf .device/r78.tar.xz -C .device
BUILD_DIR=.device/r78 CALL=c1 LIMIT_S=570 source perf_tests/tools/device_call.sh
md5sum $BIN/perf_tests/* $BIN/unit_tests/* > $R/binaries.md5
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture; do
  runtest $t
done
runtest test_spmv_double
# The other scalar / offset programs on the suites this run's change touches (run 75 c4's filter plus presummed).
F='--gtest_filter=*staged*:*presummed*:*load_balance*:*transpose_one_column*'
for t in test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do TAG=_sv runtest $t $F; done
A="--real-suite fit $M --mode T --algorithms automatic --no-cusparse --vectors 4"
BENCH_MAX_S=45 bench fit_t4_staged $A --transpose-vectors staged
BENCH_MAX_S=45 bench fit_t4_presum $A --transpose-vectors presummed
D="--case denserows:1048576:1 --case denserows:1048576:2 --case denserows:1048576:4 --case denserows:1048576:8"
BENCH_MAX_S=60 bench dense_t8_auto $D --mode T --vectors 8 --algorithms automatic --no-cusparse
BENCH_MAX_S=60 bench dense_t8_staged $D --mode T --vectors 8 --algorithms automatic --no-cusparse --transpose-vectors staged
BENCH_MAX_S=130 bench score_auto8 --real-suite score $M --vectors 8 --algorithms automatic
pack; ls -la $OUT
