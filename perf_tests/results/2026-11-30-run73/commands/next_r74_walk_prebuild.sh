# Prepared in run 73 for run 74 (not run): variant binaries of the merge walk with more entries' loads in flight. On the
# development machine, after a build of the final commit in /work/cubuild73 from /tmp/r73src (r73_c4_prebuild.sh):
# /tmp/r73src's merge_walk.hpp replaced for the compiles by ../diffs/r73_walk_in_flight.diff applied (restored after,
# time stamp included), the rank-2 double int unit recompiled (perf_tests/tools/variant_bench.sh): -u8 and -u12
# (KSPMV_MERGE_WALK_IN_FLIGHT, entries' loads a walker keeps in flight; main: 4).
set -e
cd /tmp/r73src
export BIN=/work/cubuild73 R=/tmp/r73var5
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
cp -p src/spmv/merge_walk.hpp /tmp/merge_walk.hpp.orig
patch -p1 < /work/main/perf_tests/results/2026-11-30-run73/diffs/r73_walk_in_flight.diff
variant u8 -DKSPMV_MERGE_WALK_IN_FLIGHT=8 -Xptxas -v &
variant u12 -DKSPMV_MERGE_WALK_IN_FLIGHT=12 -Xptxas -v &
wait
cp -p /tmp/merge_walk.hpp.orig src/spmv/merge_walk.hpp
cd /work/main
D=.device/w74bin
rm -rf $D && mkdir -p $D/perf_tests
for v in u8 u12; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
strip $D/perf_tests/*
tar cf - -C .device w74bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/w74bin.tar.xz
md5sum .device/w74bin.tar.xz
