# kspmv_host_optimization(<level>): the host compiler's optimisation level for
# the CUDA sources of the calling directory (and those below it), in place of
# the build type's (-O3 in Release).
#
# nvcc's -O sets the host compiler's level only: cicc and ptxas optimise the
# kernels fully whatever it says. Most of a kspmv CUDA unit's compile is the
# host compiler working through Kokkos' launch code for hundreds of kernel
# types (nvcc --time on handle_core_double_int_rank1.cpp: host compiler 46 s
# at -O3, 38 s at -O2, 29 s at -O1; cicc and ptxas 20 s). The directories
# whose host code only checks results (unit_tests), sets up and launches
# (src/spmv/eti) or drives the benchmarks (perf_tests, run 64) call this with
# -O1; docs/GPU_BUILD.md has the measurements.
# HIP and the host backends are left alone: there -O is the kernels' level.
macro(kspmv_host_optimization level)
  if(Kokkos_ENABLE_CUDA)
    foreach(kspmv_config RELEASE RELWITHDEBINFO MINSIZEREL)
      string(REGEX REPLACE "(^| )-O[0-9s]( |$)" "\\1${level}\\2" CMAKE_CUDA_FLAGS_${kspmv_config}
             "${CMAKE_CUDA_FLAGS_${kspmv_config}}")
    endforeach()
  endif()
endmacro()
