# Run 69, c3's binaries, built on the development machine (2 cores) from d4f8f1c in a worktree (/tmp/r69src):
#   bash perf_tests/tools/dev_build.sh /tmp/r69src /work/cubuild69 kspmv-bench test_spmv_double test_errors_and_handle
#   (7 min), then this script (3 variants of the rank-2 double unit, one at a time: tuning_variant edits
#   tuning.hpp in place), then into .device/c5bin/: kspmv-bench, /tmp/variant_V/kspmv-bench as kspmv-bench-V, the
#   two tests, and from earlier runs' packs kspmv-bench-lb8 (run 68 c3: 95c99ab's kernel, 20 B spilled) and
#   kspmv-bench-always24 (run 69 c1's always: the items kernel of the run-68 diff, 24 B spilled); strip; tar cf -
#   c5bin | xz --lzma2=preset=6,dict=192MiB -T1 > .device/c5bin.tar.xz.
cd /tmp/r69src
export BIN=/work/cubuild69 R=/tmp/c5var
mkdir -p $R
source perf_tests/tools/variant_bench.sh
tuning_variant always 's/staged_items_min_share = 0.27;/staged_items_min_share = 0.0;/'
tuning_variant never 's/staged_items_min_share = 0.27;/staged_items_min_share = 2.0;/'
tuning_variant fill8 's/fill_y_first_min_vectors = 4;/fill_y_first_min_vectors = 8;/'
echo alldone
