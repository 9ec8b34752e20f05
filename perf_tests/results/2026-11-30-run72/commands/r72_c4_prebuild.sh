# Run 72 c4's binaries, on the development machine (2 cores): run 71's build tree /work/cubuild70 with its source
# /tmp/r70src holding this run's final src/core/tuning.hpp, src/spmv/arch/staged_products.hpp and
# src/spmv/plans/csr_load_balance.hpp (and run 71's final source elsewhere: the commit changes nothing else that is
# compiled; staged_walk.hpp, the experiment's file, removed). Objects with no dependencies in ninja's log deleted
# first (run 71 c1's fault).
set -e
for f in src/core/tuning.hpp src/spmv/arch/staged_products.hpp src/spmv/plans/csr_load_balance.hpp; do
  cp /work/main/$f /tmp/r70src/$f
done
rm -f /tmp/r70src/src/spmv/arch/staged_walk.hpp
cd /work/cubuild70
for o in $(ninja -t targets all | grep -oE "^[^:]+\.o"); do
  ninja -t deps $o | head -1 | grep -q "#deps 0," && rm -f $o
done
cd /work/main
bash perf_tests/tools/dev_build.sh /tmp/r70src /work/cubuild70 kspmv-bench test_spmv_double test_spmv_double_int_offsets \
  test_spmv_float test_spmv_complex test_errors_and_handle test_conversions test_single_values test_graph_capture \
  test_matrix_market
(cd /tmp/r70src && BIN=/work/cubuild70 R=/tmp/r72var4 && mkdir -p $R && source /work/main/perf_tests/tools/variant_bench.sh &&
  variant final -Xptxas -v)
D=.device/c15bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp /work/cubuild70/perf_tests/kspmv-bench $D/perf_tests/
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture \
  test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do
  cp /work/cubuild70/unit_tests/$t $D/unit_tests/
done
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c15bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c15bin.tar.xz
