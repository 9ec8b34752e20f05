# Prepared in run 109 (no device machine was lent that session): CSRI (csr_load_balance, y = Ax, rank 1)
# with each warp asking L2 for its chunk's windows after the first before it walks them
# (diffs/csri_prefetch.diff: arch::prefetch_l2, prefetch.global.L2 a 128-byte line a lane), against itself
# without (the same binary, KSPMV_EXP_CSRI_PREFETCH unset), then longer chunks with it.
# Binary (development machine): HEAD 5e405d5e built by dev_build.sh, then
#   VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o \
#   VARIANT_PATCH=perf_tests/results/2026-12-04-run109/diffs/csri_prefetch.diff VARIANT_DIR=/work/stash/pf \
#   bash perf_tests/tools/local_variant.sh /work/cubuild prefetch
# and handle_core_double_int_rank2.cpp.o compiled the same way against /work/stash/pf/src, `ar r` into its
# libkspmv_eti.a, the bench relinked (so K = 8 runs the same switch: CsriChunks serves both ranks).
# stripped into .device/x110.tar.xz as x110/pf/kspmv-bench (run 110 repacked it unchanged).
# Predictions: PREDICTION.md, "n1".
mkdir -p /tmp/x110 && { [ -d /tmp/x110/x110 ] || tar -xJf .device/x110.tar.xz -C /tmp/x110; } || exit 1
BUILD_DIR=/tmp/x110/x110 CALL=n1 LIMIT_S=480 source perf_tests/tools/device_call.sh
md5sum /tmp/x110/x110/*/* > $R/binaries.md5
B=/tmp/x110/x110/pf/kspmv-bench
S="--real-suite score $M --algorithms automatic,csr_load_balance --reps 20"
F="--real-suite fit $M --algorithms csr_load_balance --reps 20 --no-cusparse"
off() { BENCH_MAX_S=60 bench "$@"; }
on() { KSPMV_EXP_CSRI_PREFETCH=1 BENCH_MAX_S=60 bench "$@"; }
off scoreN_1_off $S; on scoreN_2_on $S; on scoreN_3_on $S --no-cusparse; off scoreN_4_off $S --no-cusparse
off fitN_5_off $F; on fitN_6_on $F
on scoreN_7_on_c1024 $S --no-cusparse --chunk 1024; on scoreN_8_on_c2048 $S --no-cusparse --chunk 2048
off scoreN_9_off_c1024 $S --no-cusparse --chunk 1024
L="--suite large --algorithms automatic,csr_load_balance --reps 20 --no-cusparse"
off largeN_10_off $L; on largeN_11_on $L
K="--real-suite score $M --vectors 8 --algorithms automatic,csr_load_balance --reps 20 --no-cusparse"
off scoreK8_12_off $K; on scoreK8_13_on $K
pack
