# Run 73 c4's binaries (development machine): /tmp/r73src (the worktree of r73_c1_prebuild.sh) with the final
# commit's source (git apply of the commit's diff: merge_walk_min_vectors), /work/cubuild73 rebuilt. The first
# rebuild skipped four objects that ninja held no dependencies for (c4_inconsistent/); they were deleted, as run 72's
# r72_c4_prebuild.sh does, and the targets built again:
set -e
cd /work/cubuild73
for o in $(ninja -t targets all | grep -oE "^[^:]+\.o"); do
  ninja -t deps $o | head -1 | grep -q "#deps 0," && rm -f $o
done
cd /work/main
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 perf_tests/kspmv-bench unit_tests/test_spmv_double \
  unit_tests/test_spmv_double_int_offsets unit_tests/test_spmv_float unit_tests/test_spmv_complex \
  unit_tests/test_errors_and_handle unit_tests/test_conversions unit_tests/test_single_values \
  unit_tests/test_graph_capture unit_tests/test_matrix_market
D=.device/c4bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp /work/cubuild73/perf_tests/kspmv-bench $D/perf_tests/
for t in test_errors_and_handle test_conversions test_matrix_market test_single_values test_graph_capture \
  test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex; do
  cp /work/cubuild73/unit_tests/$t $D/unit_tests/
done
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c4bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c4bin.tar.xz
md5sum .device/c4bin.tar.xz
