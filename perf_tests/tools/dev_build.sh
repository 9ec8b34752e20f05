# dev_build.sh SRC BUILD TARGETS...: configure SRC for sm_90 against the Kokkos / Kokkos Kernels prefix in
# /work/deps/prefix (docs/GPU_BUILD.md) and build TARGETS with every core, in many units (KSPMV_UNITS=many,
# or the environment's KSPMV_UNITS: `few` is the project's default, which run 64 ran on the H200):
# on the device machine's 16 cores the longest unit bounds the build, and variant_bench.sh recompiles one
# core. Runs 51-63 used the same script from .device/ without that option (their build had many units then).
# KSPMV_EXTRA_CUDA_FLAGS (e.g. -DKSPMV_FILL_Y_FIRST) go to every unit: a whole second build for a switch that
# more than one unit instantiates, where variant_bench.sh's one-object variant would not be seen.
SRC=$1; BUILD=$2; shift 2
cmake -S $SRC -B $BUILD -G Ninja -DKokkos_ROOT=/work/deps/prefix -DKokkosKernels_ROOT=/work/deps/prefix \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_CUDA_COMPILER=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc) \
  -DKSPMV_UNITS=${KSPMV_UNITS:-many} \
  "-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h ${KSPMV_EXTRA_CUDA_FLAGS:-}" > $BUILD.cmake.log 2>&1 || { tail -30 $BUILD.cmake.log; exit 1; }
# An object ninja holds no dependencies for is never rebuilt when a header changes: delete it. (Runs 71 and 73
# lost calls to such objects; a `ninja -n` run beside a build is the likely way to lose them.)
for o in $(cd $BUILD && ninja -t targets all | grep -oE "^[^:]+\.o"); do
  [ -f $BUILD/$o ] && (cd $BUILD && ninja -t deps $o | head -1 | grep -q "#deps 0,") && rm -f $BUILD/$o
done
cmake --build $BUILD -j $(nproc) --target "$@" 2>&1 | grep -E "error|FAILED|warning: .*kspmv" | head -40
exit ${PIPESTATUS[0]}
