# dev_build.sh SRC BUILD TARGETS...: configure SRC for sm_90 against the Kokkos / Kokkos Kernels prefix and build TARGETS
SRC=$1; BUILD=$2; shift 2
cmake -S $SRC -B $BUILD -G Ninja -DKokkos_ROOT=/work/deps/prefix -DKokkosKernels_ROOT=/work/deps/prefix \
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_CUDA_COMPILER=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc) \
  "-DCMAKE_CUDA_FLAGS=-include /work/deps/cuda13_shim.h -DKSPMV_CSRI_PREFETCH=1" > $BUILD.cmake.log 2>&1 || { tail -30 $BUILD.cmake.log; exit 1; }
cmake --build $BUILD -j $(nproc) --target "$@" 2>&1 | grep -E "error|FAILED|warning: .*kspmv" | head -40
exit ${PIPESTATUS[0]}
