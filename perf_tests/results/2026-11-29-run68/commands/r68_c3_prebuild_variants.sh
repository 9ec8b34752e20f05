# Run 68, c3's binaries, built on the development machine (2 cores) from the tree at 718083a with
# ../diffs/r68_min_teams.diff applied to the working tree (it compiles to 718083a's code without its define):
#   bash perf_tests/tools/dev_build.sh /work/main /work/cubuild kspmv-bench test_spmv_double test_errors_and_handle
#   (7 min), then this script (4 variants of the rank-2 double unit, 3 min), then
#   mkdir -p .device/c3bin/perf_tests .device/c3bin/unit_tests; copy kspmv-bench, /tmp/variant_V/kspmv-bench as
#   kspmv-bench-V, the two tests; strip; tar cf - c3bin | xz --lzma2=preset=6,dict=192MiB -T1 > .device/c3bin.tar.xz
#   (180 MB stripped, 7.3 MB packed: the binaries differ in one object), and the diff reverted.
cd /work/main
export BIN=/work/cubuild R=/tmp/c3var
mkdir -p $R
source perf_tests/tools/variant_bench.sh
# tuning_variant edits tuning.hpp in place for its compile: one at a time.
tuning_variant old 's/staged_items_min_entries = 8;/staged_items_min_entries = 0;/' 's/fill_y_first_min_vectors = 8;/fill_y_first_min_vectors = std::int64_t(1) << 30;/'
tuning_variant fill4 's/fill_y_first_min_vectors = 8;/fill_y_first_min_vectors = 4;/'
variant lb8 -DKSPMV_STAGED_MIN_TEAMS=8 &
variant lb7 -DKSPMV_STAGED_MIN_TEAMS=7 &
wait
echo alldone
