#pragma once
// What every cuSPARSE baseline of the benchmark (SpMV, SpMM) shares: the error
// macros, the library handle bound to the Kokkos instance's stream, and the
// cuSPARSE names of the bench's scalar and index types.

#include "bench_types.hpp"
#include "cuda_check.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <cusparse.h>

#define KSPMV_CUSPARSE_CHECK(call)                                                             \
  do {                                                                                         \
    const cusparseStatus_t kspmv_bench_st_ = (call);                                           \
    if (kspmv_bench_st_ != CUSPARSE_STATUS_SUCCESS)                                            \
      throw std::runtime_error(std::string(KSPMV_BENCH_WHERE ": ") + #call + " failed: " +    \
                               cusparseGetErrorString(kspmv_bench_st_));                       \
  } while (0)

// For destructors, which must not throw: report and go on.
#define KSPMV_CUSPARSE_WARN(call)                                                          \
  do {                                                                                     \
    const cusparseStatus_t kspmv_bench_st_ = (call);                                       \
    if (kspmv_bench_st_ != CUSPARSE_STATUS_SUCCESS)                                        \
      std::fprintf(stderr, "%s: %s failed: %s\n", KSPMV_BENCH_WHERE, #call,                \
                   cusparseGetErrorString(kspmv_bench_st_));                               \
  } while (0)

namespace kspmv_bench {

template <class Scalar>
constexpr cudaDataType cuda_data_type() {
  static_assert(std::is_same_v<Scalar, double> || std::is_same_v<Scalar, float>,
                "kspmv-bench: the cuSPARSE baseline covers float and double");
  return std::is_same_v<Scalar, double> ? CUDA_R_64F : CUDA_R_32F;
}

template <class Index>
constexpr cusparseIndexType_t cusparse_index_type() {
  static_assert(sizeof(Index) == 4 || sizeof(Index) == 8, "cuSPARSE takes 32- or 64-bit indices");
  return sizeof(Index) == 4 ? CUSPARSE_INDEX_32I : CUSPARSE_INDEX_64I;
}

// The cuSPARSE library handle, bound to the instance's stream for its life.
class CusparseLibrary {
 public:
  explicit CusparseLibrary(const Kokkos::Cuda& exec) {
    KSPMV_CUSPARSE_CHECK(cusparseCreate(&handle_));
    KSPMV_CUSPARSE_CHECK(cusparseSetStream(handle_, exec.cuda_stream()));
  }
  ~CusparseLibrary() { KSPMV_CUSPARSE_WARN(cusparseDestroy(handle_)); }
  CusparseLibrary(const CusparseLibrary&) = delete;
  CusparseLibrary& operator=(const CusparseLibrary&) = delete;
  cusparseHandle_t get() const { return handle_; }

 private:
  cusparseHandle_t handle_ = nullptr;
};

}  // namespace kspmv_bench
