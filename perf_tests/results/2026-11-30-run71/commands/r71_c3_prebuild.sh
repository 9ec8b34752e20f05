# Run 71 c3's binaries, as c2's (r71_c2_prebuild.sh) but with /tmp/r70src at 5987f2d +
# ../../2026-11-30-run70/diffs/r70_row_bounds_long_rows.diff and src/core/tuning.hpp edited per variant
# (tuning_NAME.diff in $R): b = bounds, L = 0 (72 / 64 registers, no spills); bp8 = the same with the kernel
# without items under LaunchBounds<128, 8> (64 / 64, no spills); bp7 (72 / 64) was built and not run (the same
# registers as b).
set -e
cd /tmp/r70src
export BIN=/work/cubuild70 R=/tmp/r71var3
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
tv() {
  local name=$1; shift
  cp -p src/core/tuning.hpp /tmp/tuning.keep
  for e in "$@"; do sed -i "$e" src/core/tuning.hpp; done
  diff /tmp/tuning.keep src/core/tuning.hpp > $R/tuning_$name.diff || true
  variant $name -Xptxas -v || true
  cp -p /tmp/tuning.keep src/core/tuning.hpp
  grep -A3 "Compiling entry function.*StagedProducts" $R/variant_$name.log |
    grep -oE "Lb[01]EE|Used [0-9]+ registers|[0-9]+ bytes spill stores" | paste -sd' '
}
L0='s/staged_long_row_entries = 32;/staged_long_row_entries = 0;/'
P8='s/staged_plain_min_teams = 0;/staged_plain_min_teams = 8;/'
tv b "$L0"
tv bp8 "$L0" "$P8"
export VARIANT_OBJECT=src/spmv/eti/CMakeFiles/kspmv_eti.dir/generated/handle_core_double_size_t_rank2.cpp.o
tv bp8t "$L0" "$P8"
(cd $BIN && link=$(ninja -t commands unit_tests/test_spmv_double | tail -1) &&
  link=${link//src\/spmv\/eti\/libkspmv_eti.a//tmp/variant_bp8t/libkspmv_eti.a} &&
  eval "${link//-o unit_tests\/test_spmv_double/-o /tmp/variant_bp8t/test_spmv_double}")
cd /work/main
D=.device/c11bin
rm -rf $D && mkdir -p $D/perf_tests $D/unit_tests
cp .device/c9bin/perf_tests/kspmv-bench-base $D/perf_tests/
for v in b bp8; do cp /tmp/variant_$v/kspmv-bench $D/perf_tests/kspmv-bench-$v; done
cp /tmp/variant_bp8t/test_spmv_double $D/unit_tests/test_spmv_double_bp8t
strip $D/perf_tests/* $D/unit_tests/*
tar cf - -C .device c11bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c11bin.tar.xz
