# Run 72 c3's binaries (development machine): as r72_c2_prebuild.sh, the walk (KSPMV_STAGED_WALK) with the vectors a
# block (staged_products_vector_block, VB) at 2, 4, 6 and 8 instead of 3, by tuning_variant (perf_tests/tools/
# variant_bench.sh: tuning.hpp edited for the rank-2 double int unit's compile only).
set -e
cd /tmp/r70src
export BIN=/work/cubuild70 R=/tmp/r72var3
mkdir -p $R
source /work/main/perf_tests/tools/variant_bench.sh
for vb in 2 4 6 8; do
  cp -p src/core/tuning.hpp /tmp/tuning.hpp.orig
  sed -i "s/inline constexpr int staged_products_vector_block = 3;/inline constexpr int staged_products_vector_block = $vb;/" src/core/tuning.hpp
  diff /tmp/tuning.hpp.orig src/core/tuning.hpp > $R/tuning_vb$vb.diff || true
  variant vb$vb -DKSPMV_STAGED_WALK -Xptxas -v
  cp -p /tmp/tuning.hpp.orig src/core/tuning.hpp
done
cd /work/main
D=.device/c14bin
rm -rf $D && mkdir -p $D/perf_tests
cp .device/c13bin/perf_tests/kspmv-bench-walk $D/perf_tests/
for vb in 2 4 6 8; do cp /tmp/variant_vb$vb/kspmv-bench $D/perf_tests/kspmv-bench-vb$vb; done
strip $D/perf_tests/*
tar cf - -C .device c14bin | xz --lzma2=preset=6,dict=192MiB -T2 > .device/c14bin.tar.xz
