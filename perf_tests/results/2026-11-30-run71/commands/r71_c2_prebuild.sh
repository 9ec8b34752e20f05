# Run 71 c2's binaries, on the development machine (2 cores): run 70's build /work/cubuild70 (5987f2d's configure,
# ../../2026-11-30-run70/commands/r70_prebuild.sh and next_r71_prebuild.sh) with its source tree /tmp/r70src at
# 5987f2d + ../diffs/r71_segscan.diff; only the rank-2 double unit recompiled per variant (perf_tests/tools/
# variant_bench.sh), ~45 s each. The int-offset unit serves kspmv-bench, the size_t-offset unit test_spmv_double.
set -e
cd /tmp/r70src
export BIN=/work/cubuild70 R=/tmp/r71var2
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
variant seg -DKSPMV_STAGED_SEGSCAN -Xptxas -v     # Lb0 96 registers; Lb1 64, 74 B spilled
variant seg8 -DKSPMV_STAGED_SEGSCAN -DKSPMV_STAGED_SEG_MIN_TEAMS=8 -Xptxas -v  # 64 / 64, 74 B spilled
variant seg6 -DKSPMV_STAGED_SEGSCAN -DKSPMV_STAGED_SEG_MIN_TEAMS=6 -Xptxas -v  # 80 / 80, 28 B spilled
relink_test() {  # test_spmv_double against variant $1's archive
  (cd $BIN && link=$(ninja -t commands unit_tests/test_spmv_double | tail -1) &&
    link=${link//src\/spmv\/eti\/libkspmv_eti.a//tmp/variant_$1/libkspmv_eti.a} &&
    eval "${link//-o unit_tests\/test_spmv_double/-o /tmp/variant_$1/test_spmv_double}")
}
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_size_t_rank2.cpp.o
variant segt -DKSPMV_STAGED_SEGSCAN && relink_test segt
variant seg8t -DKSPMV_STAGED_SEGSCAN -DKSPMV_STAGED_SEG_MIN_TEAMS=8 && relink_test seg8t
variant plant8t -DKSPMV_STAGED_SEGSCAN -DKSPMV_STAGED_SEG_MIN_TEAMS=8 -DKSPMV_STAGED_SEG_PLANT && relink_test plant8t
cd /work/main
D=.device/c10bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp .device/c9bin/perf_tests/kspmv-bench-base $D/perf_tests/   # main, 5987f2d (run 70 c2, c3)
for v in seg seg8 seg6; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
for v in segt seg8t plant8t; do cp /tmp/variant_$v/test_spmv_double $D/unit_tests/test_spmv_double_$v; done
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c10bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c10bin.tar.xz
