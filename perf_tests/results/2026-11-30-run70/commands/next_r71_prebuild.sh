# Run 71's binaries (prepared in run 70 on the development machine, 2 cores): c7's build (r70_prebuild.sh, 5987f2d)
# with the worktree /tmp/r70src patched by ../diffs/r70_row_bounds_long_rows.diff, then
#   bash perf_tests/tools/dev_build.sh /tmp/r70src /work/cubuild70 kspmv-bench test_spmv_double test_errors_and_handle
# (the affected units, ~12 min), then this script from /tmp/r70src (variants of the rank-2 double unit, one at a time:
# it edits src/core/tuning.hpp in place and restores it; ptxas lines in $R/variant_NAME.log), packed from /work/main.
set -e
cd /tmp/r70src
export BIN=/work/cubuild70 R=/tmp/r71var
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
tv() {  # tuning_variant with -Xptxas -v added to the compile
  local name=$1; shift
  cp -p src/core/tuning.hpp /tmp/tuning.keep
  for e in "$@"; do sed -i "$e" src/core/tuning.hpp; done
  diff /tmp/tuning.keep src/core/tuning.hpp > $R/tuning_$name.diff || true
  variant $name -Xptxas -v || true
  cp -p /tmp/tuning.keep src/core/tuning.hpp
  grep -A3 "Compiling entry function.*StagedProducts" $R/variant_$name.log |
    grep -oE "Lb[01]EE|Used [0-9]+ registers|[0-9]+ bytes spill stores" | paste -sd' '
}
B32='s/staged_long_row_entries = 32;/staged_long_row_entries = 0;/'
tv off 's/staged_row_bounds_once = true;/staged_row_bounds_once = false;/' "$B32"
tv b "$B32"
tv bl32p8 's/staged_plain_min_teams = 0;/staged_plain_min_teams = 8;/'
tv bl16p8 's/staged_plain_min_teams = 0;/staged_plain_min_teams = 8;/' 's/staged_long_row_entries = 32;/staged_long_row_entries = 16;/'
tv bl64p8 's/staged_plain_min_teams = 0;/staged_plain_min_teams = 8;/' 's/staged_long_row_entries = 32;/staged_long_row_entries = 64;/'
P8='s/staged_plain_min_teams = 0;/staged_plain_min_teams = 8;/'
tv bl32p8i "$P8" 's/staged_items_min_share = 0.27;/staged_items_min_share = 0.0;/'
tv bl32p8n "$P8" 's/staged_items_min_share = 0.27;/staged_items_min_share = 2.0;/'
cd /work/main
D=.device/c9bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp $BIN/perf_tests/kspmv-bench $D/perf_tests/
cp .device/c7bin/perf_tests/kspmv-bench $D/perf_tests/kspmv-bench-base  # main, 5987f2d (run 70 c2, c3)
for v in off b bl32p8 bl16p8 bl64p8 bl32p8i bl32p8n; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
cp $BIN/unit_tests/test_spmv_double $BIN/unit_tests/test_errors_and_handle $D/unit_tests/
strip $D/perf_tests/* $D/unit_tests/*
(cd $D && md5sum perf_tests/* unit_tests/*)
tar cf - -C .device c9bin | xz --lzma2=preset=6,dict=192MiB -T1 > .device/c9bin.tar.xz
ls -la .device/c9bin.tar.xz
