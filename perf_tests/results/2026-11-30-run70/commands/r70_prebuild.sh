# Run 70, c2's and c3's binaries, built on the development machine (2 cores) from 5987f2d (main) in a worktree:
#   git worktree add --detach /tmp/r70src 5987f2d
#   bash perf_tests/tools/dev_build.sh /tmp/r70src /work/cubuild70 kspmv-bench test_errors_and_handle test_spmv_double \
#     test_spmv_double_int_offsets test_spmv_float test_spmv_complex test_single_values test_graph_capture \
#     test_conversions test_matrix_market
# then this script packs them (stripped) into .device/c7bin.tar.xz, carried with .device/m and the call script.
set -e
B=/work/cubuild70 D=.device/c7bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp $B/perf_tests/kspmv-bench $D/perf_tests/
for t in test_errors_and_handle test_spmv_double test_spmv_double_int_offsets test_spmv_float test_spmv_complex \
  test_single_values test_graph_capture test_conversions test_matrix_market; do cp $B/unit_tests/$t $D/unit_tests/; done
strip $D/perf_tests/* $D/unit_tests/*
(cd $D && md5sum perf_tests/* unit_tests/*)
tar cf - -C .device c7bin | xz --lzma2=preset=6,dict=192MiB -T1 > .device/c7bin.tar.xz
ls -la .device/c7bin.tar.xz
