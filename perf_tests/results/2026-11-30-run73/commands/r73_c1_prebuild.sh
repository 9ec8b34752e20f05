# Run 73 c1's binaries (development machine, 2 cores, fresh: Kokkos / Kokkos Kernels rebuilt per docs/GPU_BUILD.md).
# /tmp/r73src = a worktree of main at 24fb4d5; /work/cubuild73 built from it by
#   bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 perf_tests/kspmv-bench unit_tests/test_spmv_double
# (kspmv-bench-final, test_spmv_double = main's). Variants (perf_tests/tools/variant_bench.sh, the rank-2 double unit
# recompiled): vb4 (staged_products_vector_block 3 -> 4, as run 72 c3), and with staged_products.hpp replaced for
# the compiles by main's + ../diffs/r73_short_scan_fold.diff (run 72's diff rebased onto c865887; restored after,
# time stamp included): benches -short, -fold, -shortfold; tests (size_t unit) _short, _plantshort, _shortfold.
set -e
cd /tmp/r73src
export BIN=/work/cubuild73 R=/tmp/r73var
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
sed -i "s/inline constexpr int staged_products_vector_block = 3;/inline constexpr int staged_products_vector_block = 4;/" src/core/tuning.hpp
diff /tmp/tuning.hpp.orig src/core/tuning.hpp > $R/tuning_vb4.diff || true
variant vb4 -Xptxas -v
cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
cp -p src/spmv/arch/staged_products.hpp /tmp/staged_products.hpp.orig
patch -p1 < /work/main/perf_tests/results/2026-11-30-run73/diffs/r73_short_scan_fold.diff
variant short -DKSPMV_STAGED_SHORT_SCAN -Xptxas -v &
variant fold -DKSPMV_STAGED_FOLD -Xptxas -v &
wait
variant shortfold -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_FOLD -Xptxas -v &
relink_test() {  # test_spmv_double against variant $1's archive
  (cd $BIN && link=$(ninja -t commands unit_tests/test_spmv_double | tail -1) &&
    link=${link//src\/spmv\/eti\/libkspmv_eti.a//tmp/variant_$1/libkspmv_eti.a} &&
    eval "${link//-o unit_tests\/test_spmv_double/-o /tmp/variant_$1/test_spmv_double}")
}
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_size_t_rank2.cpp.o
(variant shortt -DKSPMV_STAGED_SHORT_SCAN && relink_test shortt) &
wait
(variant plantshortt -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_SHORT_SCAN_PLANT && relink_test plantshortt) &
(variant shortfoldt -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_FOLD && relink_test shortfoldt) &
wait
cp -p /tmp/staged_products.hpp.orig src/spmv/arch/staged_products.hpp
cd /work/main
D=.device/c1bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp $BIN/perf_tests/kspmv-bench $D/perf_tests/kspmv-bench-final
for v in vb4 short fold shortfold; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
cp $BIN/unit_tests/test_spmv_double $D/unit_tests/
cp /tmp/variant_shortt/test_spmv_double $D/unit_tests/test_spmv_double_short
cp /tmp/variant_plantshortt/test_spmv_double $D/unit_tests/test_spmv_double_plantshort
cp /tmp/variant_shortfoldt/test_spmv_double $D/unit_tests/test_spmv_double_shortfold
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c1bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c1bin.tar.xz
md5sum .device/c1bin.tar.xz
