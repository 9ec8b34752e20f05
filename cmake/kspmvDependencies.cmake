# Finds Kokkos and Kokkos Kernels and sets KSPMV_KOKKOS_TARGETS.
# Kokkos Kernels 3.4 (Trilinos/TriBITS) exports `trilinos_kokkoskernels`;
# standalone 4.x exports `Kokkos::kokkoskernels`.
macro(kspmv_find_dependencies)
  find_package(ZLIB QUIET)
  set(KSPMV_HAVE_ZLIB ${ZLIB_FOUND})
  if(NOT TARGET Kokkos::kokkos)
    find_package(Kokkos REQUIRED)
  endif()
  if(NOT TARGET Kokkos::kokkoskernels AND NOT TARGET trilinos_kokkoskernels)
    find_package(KokkosKernels REQUIRED)
  endif()
  if(TARGET Kokkos::kokkoskernels)
    set(KSPMV_KOKKOS_TARGETS Kokkos::kokkoskernels Kokkos::kokkos)
  elseif(TARGET trilinos_kokkoskernels)
    # Trilinos' imported targets carry no include directory (headers live in
    # include/trilinos); wrap them in one target that does.
    if(NOT TARGET kspmv_trilinos_kokkos)
      add_library(kspmv_trilinos_kokkos INTERFACE IMPORTED)
      set_target_properties(kspmv_trilinos_kokkos PROPERTIES
        INTERFACE_INCLUDE_DIRECTORIES "${Kokkos_INCLUDE_DIRS};${KokkosKernels_INCLUDE_DIRS}"
        INTERFACE_LINK_LIBRARIES "trilinos_kokkoskernels;${Kokkos_LIBRARIES}")
    endif()
    set(KSPMV_KOKKOS_TARGETS kspmv_trilinos_kokkos)
  else()
    message(FATAL_ERROR "kspmv: found Kokkos Kernels but none of its known targets")
  endif()
endmacro()

# With Kokkos built for CUDA as a CMake language, every source that includes
# Kokkos must be compiled as CUDA too.
function(kspmv_device_sources target)
  if(Kokkos_ENABLE_CUDA)
    set_source_files_properties(${ARGN} TARGET_DIRECTORY ${target} PROPERTIES LANGUAGE CUDA)
  endif()
endfunction()
