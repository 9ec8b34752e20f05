# Run 74's binaries, built on the development machine (run 73's /work/cubuild73, configured by
# perf_tests/tools/dev_build.sh from the worktree /tmp/r73src; 2 cores, 8-10 minutes a rebuild after a
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
# c1, c2 (.device/c4bin.tar.xz): run 73's build at f078f45 (commands/next_r74_call1.sh's first binary), the bench,
# test_spmv_double and test_errors_and_handle of /work/cubuild73 as they were after run 73.
# c3 (.device/b74.tar.xz): 1168d84, plus kspmv-bench-rov, the rank-2 double int unit recompiled with
# ../diffs/r74_row_order_vectors.diff (perf_tests/tools/variant_bench.sh). It crashed: the diff adds a member to
# HandleCore, whose layout the other units still had without it; c4 measured the change as a whole build instead.
git -C /tmp/r73src checkout -q -f --detach 1168d84
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 $T
pack b74 $T
# c4 (.device/c74.tar.xz): c6f8653, every target, and c3's kspmv-bench as kspmv-bench-1168d84.
git -C /tmp/r73src checkout -q -f --detach c6f8653
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 $T
pack c74 $T
cp .device/b74/perf_tests/kspmv-bench .device/c74/perf_tests/kspmv-bench-1168d84
tar cf - -C .device c74 | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c74.tar.xz
# c5 (.device/c75.tar.xz): 778fec1 (a test header only), the bench and the four test_spmv programs.
git -C /tmp/r73src checkout -q -f --detach 778fec1
bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 $T
pack c75 perf_tests/kspmv-bench unit_tests/test_spmv_double unit_tests/test_spmv_double_int_offsets \
  unit_tests/test_spmv_float unit_tests/test_spmv_complex
