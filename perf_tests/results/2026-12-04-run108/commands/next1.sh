# Prepared in run 108 (not run: no device time left): fills of y that end on its head at memset speed, against
# the committed two memsets (head 16 MiB), before csr_load_balance's scatter, y = Aᵀx, automatic.
# Binary (development machine): a dev_build.sh build at the run's final library, then
#   VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_int_rank1.cpp.o \
#   VARIANT_PATCH=perf_tests/results/2026-12-04-run108/diffs/next_fill_shapes.diff VARIANT_DIR=/work/stash/next \
#   bash perf_tests/tools/local_variant.sh /work/cubuild nextfill
# stripped, packed as .device/b109n.tar.xz (b109n/var-bench); .device/m as in run 108 (fit + held-out files).
# Variants by environment in one binary: main (nothing set), KSPMV_EXP_FILL_SEGMENT_MB=4 and =8 (memsets of 4
# / 8 MiB from y's end back to its start), KSPMV_EXP_FILL_KERNEL=1 (one kernel back to front, 16-byte stores).
# Predicted: web-NotreDame x16 0.93-0.97 and Chem97Zt x387 0.96-0.99 of main where a variant keeps the memset's
# speed (c3's 8-byte kernel: 0.914 / 0.957 against itself front to back); permuted files 1.00-1.01 (not asked:
# hybrid's fill is one memset in main and in every variant).
mkdir -p /tmp/b109n && { [ -d /tmp/b109n/b109n ] || tar -xJf .device/b109n.tar.xz -C /tmp/b109n; } || exit 1
BUILD_DIR=/tmp/b109n CALL=next1 LIMIT_S=560 source perf_tests/tools/device_call.sh
md5sum /tmp/b109n/b109n/* > $R/binaries.md5
B=/tmp/b109n/b109n/var-bench
S="--real-suite score $M --algorithms automatic --mode T --reps 20"
run() { local tag=$1 name=$2; shift 2; BENCH_MAX_S=60 bench ${name}_$tag "$@"; }
for v in main seg4 seg8 kern kern seg8 seg4 main; do
  case $v in
    main) run $v scoreT_$((++i)) $S ;;
    seg4) export KSPMV_EXP_FILL_SEGMENT_MB=4; run $v scoreT_$((++i)) $S; unset KSPMV_EXP_FILL_SEGMENT_MB ;;
    seg8) export KSPMV_EXP_FILL_SEGMENT_MB=8; run $v scoreT_$((++i)) $S; unset KSPMV_EXP_FILL_SEGMENT_MB ;;
    kern) export KSPMV_EXP_FILL_KERNEL=1; run $v scoreT_$((++i)) $S; unset KSPMV_EXP_FILL_KERNEL ;;
  esac
done
pack
