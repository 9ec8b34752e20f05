# Run 75's binaries, built on the development machine (run 73's /work/cubuild73, configured by
# perf_tests/tools/dev_build.sh from the worktree /tmp/r73src; 2 cores, 7-9 minutes a rebuild after a
# header change). Not committed; md5 sums in each call's binaries.md5.
T="perf_tests/kspmv-bench unit_tests/test_spmv_double unit_tests/test_errors_and_handle unit_tests/test_spmv_double_int_offsets
   unit_tests/test_spmv_float unit_tests/test_spmv_complex unit_tests/test_conversions unit_tests/test_single_values
   unit_tests/test_graph_capture unit_tests/test_matrix_market"
pack() {  # pack NAME FILES...: stripped into .device/NAME, xz-packed into .device/NAME.tar.xz
  local d=.device/$1; shift
  rm -rf $d && mkdir -p $d/perf_tests $d/unit_tests
  for f in "$@"; do cp /work/cubuild73/$f $d/$(dirname $f)/; done
  strip $d/perf_tests/* $d/unit_tests/* 2> /dev/null
  tar cf - -C .device $(basename $d) | xz --lzma2=preset=6,dict=192MiB -T2 > $d.tar.xz
}
cd /work/main
# c1-c3 (.device/s76.tar.xz): 3379471, the bench and two test programs, and run 74 c5's bench (778fec1,
# .device/c75) as kspmv-bench-778fec1.
git -C /tmp/r73src checkout -q -f --detach 3379471
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 perf_tests/kspmv-bench unit_tests/test_spmv_double \
  unit_tests/test_errors_and_handle
pack s76 perf_tests/kspmv-bench unit_tests/test_spmv_double unit_tests/test_errors_and_handle
cp .device/c75/perf_tests/kspmv-bench .device/s76/perf_tests/kspmv-bench-778fec1  # stripped already
tar cf - -C .device s76 | xz --lzma2=preset=6,dict=192MiB -T2 > .device/s76.tar.xz
# c4, c5 (.device/f75.tar.xz): 413145f, every target.
git -C /tmp/r73src checkout -q -f --detach 413145f
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 $T
pack f75 $T
