# Run 72 c2's binaries, on the development machine (2 cores): run 71's build /work/cubuild70 (the final commit of
# run 71, 1f6f0d6, built whole by ../../2026-11-30-run71/commands/r71_c4_prebuild.sh) with its source tree /tmp/r70src
# holding this run's src/spmv/arch/staged_walk.hpp (with a planted-error switch) and src/spmv/plans/csr_load_balance.hpp;
# only the rank-2 double unit recompiled per variant (perf_tests/tools/variant_bench.sh), ~60 s each. The int-offset
# unit serves kspmv-bench, the size_t-offset unit test_spmv_double.
set -e
cd /tmp/r70src
export BIN=/work/cubuild70 R=/tmp/r72var2
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
variant walk -DKSPMV_STAGED_WALK -Xptxas -v
relink_test() {  # test_spmv_double against variant $1's archive
  (cd $BIN && link=$(ninja -t commands unit_tests/test_spmv_double | tail -1) &&
    link=${link//src\/spmv\/eti\/libkspmv_eti.a//tmp/variant_$1/libkspmv_eti.a} &&
    eval "${link//-o unit_tests\/test_spmv_double/-o /tmp/variant_$1/test_spmv_double}")
}
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_size_t_rank2.cpp.o
variant walkt -DKSPMV_STAGED_WALK && relink_test walkt
variant plantt -DKSPMV_STAGED_WALK -DKSPMV_STAGED_WALK_PLANT && relink_test plantt
cd /work/main
D=.device/c13bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp .device/c12bin/perf_tests/kspmv-bench $D/perf_tests/kspmv-bench-base   # main, 1f6f0d6 (run 71 c4)
cp /tmp/variant_walk/kspmv-bench $D/perf_tests/kspmv-bench-walk
for v in walkt plantt; do cp /tmp/variant_$v/test_spmv_double $D/unit_tests/test_spmv_double_$v; done
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c13bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c13bin.tar.xz
