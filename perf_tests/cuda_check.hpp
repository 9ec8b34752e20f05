#pragma once
// Every CUDA runtime and cuSPARSE call of the benchmark goes through these
// macros: a failure throws with the call's text, where, and the library's own
// error string, instead of producing silent garbage timings.

#include <stdexcept>
#include <string>

#include <cuda_runtime.h>

#define KSPMV_BENCH_STRINGIFY2(x) #x
#define KSPMV_BENCH_STRINGIFY(x) KSPMV_BENCH_STRINGIFY2(x)
#define KSPMV_BENCH_WHERE __FILE__ ":" KSPMV_BENCH_STRINGIFY(__LINE__)

#define KSPMV_CUDA_CHECK(call)                                                              \
  do {                                                                                      \
    const cudaError_t kspmv_bench_err_ = (call);                                            \
    if (kspmv_bench_err_ != cudaSuccess)                                                    \
      throw std::runtime_error(std::string(KSPMV_BENCH_WHERE ": ") + #call + " failed: " + \
                               cudaGetErrorString(kspmv_bench_err_));                       \
  } while (0)
