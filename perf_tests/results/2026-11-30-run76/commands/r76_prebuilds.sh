# Run 76's binaries, built on the development machine (run 73's /work/cubuild73, configured by
# perf_tests/tools/dev_build.sh from the worktree /tmp/r73src at main's code, e4b6b60, with a diff of this folder
# applied; 2 cores, about 8 minutes each). Not committed; md5 sums in each call's binaries.md5.
T="perf_tests/kspmv-bench unit_tests/test_spmv_double unit_tests/test_errors_and_handle"
pack() {  # pack NAME: the targets stripped into .device/NAME, xz-packed into .device/NAME.tar.xz
  local d=.device/$1
  rm -rf $d && mkdir -p $d/perf_tests $d/unit_tests
  for f in $T; do cp /work/cubuild73/$f $d/$(dirname $f)/; done
  strip $d/perf_tests/* $d/unit_tests/* 2> /dev/null
  tar cf - -C .device $(basename $d) | xz --lzma2=preset=6,dict=192MiB -T2 > $d.tar.xz
}
build() {  # build DIFF: main's code with DIFF applied
  git -C /tmp/r73src checkout -q -f --detach e4b6b60 && git -C /tmp/r73src clean -fdq src
  git -C /tmp/r73src apply $PWD/$1
  bash perf_tests/tools/dev_build.sh /tmp/r73src /work/cubuild73 $T
}
cd /work/main
R=perf_tests/results/2026-11-30-run76/diffs
# c1 (.device/p76): design 1 as first written: 56 KB of scratch a team (4 vectors a pass, 32-bit slot indices):
# the diff below with presum_vector_block = 4 and no scratch budget; not kept (every launch refused, README §2).
# c2, c3 (.device/q76): design 1.
build $R/r76_presum_scratch_atomics.diff && pack q76
# c4-c6 (.device/s76b): design 2.
build $R/r76_presum_sorted.diff && pack s76b
