# Run 71 c4's binaries, on the development machine (2 cores): run 70's build tree /work/cubuild70 with its source
# /tmp/r70src holding the final commit's src/core/tuning.hpp and src/spmv/arch/staged_products.hpp (and 5987f2d
# elsewhere: the commit changes nothing else that is compiled). Four ETI objects of that tree had no dependencies
# in ninja's log (`ninja -t deps` showed #deps 0: it is why c1's bl32 bench was main's kernel), so they were deleted
# first and every object checked newer than the sources.
set -e
cd /work/cubuild70
for o in $(ninja -t targets all | grep -oE "^[^:]+\.o"); do
  ninja -t deps $o | head -1 | grep -q "#deps 0," && rm -f $o
done
cd /work/main
bash perf_tests/tools/dev_build.sh /tmp/r70src /work/cubuild70 kspmv-bench test_spmv_double test_spmv_double_int_offsets \
  test_spmv_float test_spmv_complex test_errors_and_handle test_conversions test_single_values test_graph_capture \
  test_matrix_market
# ptxas of the staged kernels: the rank-2 double unit once more with -Xptxas -v (perf_tests/tools/variant_bench.sh)
(cd /tmp/r70src && BIN=/work/cubuild70 R=/tmp/r71var4 && mkdir -p $R && source /work/main/perf_tests/tools/variant_bench.sh &&
  variant final -Xptxas -v)
D=.device/c12bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp /work/cubuild70/perf_tests/kspmv-bench $D/perf_tests/
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture \
  test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do
  cp /work/cubuild70/unit_tests/$t $D/unit_tests/
done
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c12bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c12bin.tar.xz
