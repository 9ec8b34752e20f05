# Run 73 call 1's variant binaries (development machine, run 72): run 72's build /work/cubuild70 at 331d1b9
# (r72_c4_prebuild.sh; the diff applies to that staged_products.hpp, not to c865887's) with /tmp/r70src's staged_products.hpp replaced for the compiles by the final one +
# ../diffs/r73_short_scan_fold.diff (restored after, time stamp included), the rank-2 double units recompiled
# (perf_tests/tools/variant_bench.sh): benches (int unit) -short (KSPMV_STAGED_SHORT_SCAN), -fold
# (KSPMV_STAGED_FOLD), -shortfold (both); tests (size_t unit) test_spmv_double_short, _plantshort (one scan step
# too few, must fail), _shortfold.
set -e
cd /tmp/r70src
cp -p src/spmv/arch/staged_products.hpp /tmp/staged_products.hpp.orig
patch -p1 < /work/main/perf_tests/results/2026-11-30-run72/diffs/r73_short_scan_fold.diff
export BIN=/work/cubuild70 R=/tmp/r73var
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
variant short -DKSPMV_STAGED_SHORT_SCAN -Xptxas -v
variant fold -DKSPMV_STAGED_FOLD -Xptxas -v
variant shortfold -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_FOLD -Xptxas -v
relink_test() {  # test_spmv_double against variant $1's archive
  (cd $BIN && link=$(ninja -t commands unit_tests/test_spmv_double | tail -1) &&
    link=${link//src\/spmv\/eti\/libkspmv_eti.a//tmp/variant_$1/libkspmv_eti.a} &&
    eval "${link//-o unit_tests\/test_spmv_double/-o /tmp/variant_$1/test_spmv_double}")
}
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_size_t_rank2.cpp.o
variant shortt -DKSPMV_STAGED_SHORT_SCAN && relink_test shortt
variant plantshortt -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_SHORT_SCAN_PLANT && relink_test plantshortt
variant shortfoldt -DKSPMV_STAGED_SHORT_SCAN -DKSPMV_STAGED_FOLD && relink_test shortfoldt
cp -p /tmp/staged_products.hpp.orig src/spmv/arch/staged_products.hpp
cd /work/main
D=.device/c17bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
for v in short fold shortfold; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
cp /tmp/variant_shortt/test_spmv_double $D/unit_tests/test_spmv_double_short
cp /tmp/variant_plantshortt/test_spmv_double $D/unit_tests/test_spmv_double_plantshort
cp /tmp/variant_shortfoldt/test_spmv_double $D/unit_tests/test_spmv_double_shortfold
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c17bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c17bin.tar.xz
