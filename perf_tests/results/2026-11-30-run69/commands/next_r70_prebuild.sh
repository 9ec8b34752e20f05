# Run 70's binaries, built on the development machine (2 cores) from d15968b + ../diffs/r69_csri_vector_blocks.diff
# in a worktree (/tmp/r69src; the diff sets csri_block_vectors = 3, so the tests exercise the new kernel):
#   bash perf_tests/tools/dev_build.sh /tmp/r69src /work/cubuild69 kspmv-bench test_spmv_double test_errors_and_handle
#   (8 min), then this script (4 variants of the rank-2 double unit, one at a time), then into .device/c6bin/:
#   kspmv-bench, /tmp/variant_V/kspmv-bench as kspmv-bench-V, the two tests; strip; tar cf - c6bin |
#   xz --lzma2=preset=6,dict=192MiB -T1 > .device/c6bin.tar.xz (md5 in ../README.md §5).
cd /tmp/r69src
export BIN=/work/cubuild69 R=/tmp/c6var
mkdir -p $R
source perf_tests/tools/variant_bench.sh
tuning_variant staged 's/csri_block_vectors = 3;/csri_block_vectors = 0;/'   # = d15968b's kernels
tuning_variant nv2 's/csri_block_vectors = 3;/csri_block_vectors = 2;/'
tuning_variant nv4 's/csri_block_vectors = 3;/csri_block_vectors = 4;/'
tuning_variant nv3w 's/csri_block_everywhere = false;/csri_block_everywhere = true;/'  # walks and CSRI too
echo alldone
