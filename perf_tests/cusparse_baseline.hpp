#pragma once
// The baseline: cuSPARSE's generic SpMV in every format and algorithm it
// offers for a general matrix: CSR (ALG1, ALG2), COO (ALG1, ALG2) and sliced
// ELL (SELL_ALG1). The bar is cuSPARSE's best format, not its default, since
// on the H200 its sliced ELL beats its CSR by a third on a 7-point stencil.
// Everything runs on the Kokkos::Cuda instance's stream, in this process.

#include "bench_types.hpp"
#include "cuda_check.hpp"

#include <chrono>
#include <cstdio>
#include <limits>
#include <string>

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

enum class CusparseFormat { csr, coo, sell };

struct CusparseVariant {
  const char* name;
  CusparseFormat format;
  cusparseSpMVAlg_t alg;
};

inline constexpr CusparseVariant cusparse_variants[] = {
    {"cusparse_csr_alg1", CusparseFormat::csr, CUSPARSE_SPMV_CSR_ALG1},
    {"cusparse_csr_alg2", CusparseFormat::csr, CUSPARSE_SPMV_CSR_ALG2},
    {"cusparse_coo_alg1", CusparseFormat::coo, CUSPARSE_SPMV_COO_ALG1},
    {"cusparse_coo_alg2", CusparseFormat::coo, CUSPARSE_SPMV_COO_ALG2},
    {"cusparse_sell_alg1", CusparseFormat::sell, CUSPARSE_SPMV_SELL_ALG1},
};

// Rows per slice of the sliced ELL baseline: one warp per slice.
inline constexpr std::int64_t cusparse_sell_slice_size = 32;

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

namespace cusparse_detail {

using Policy = Kokkos::RangePolicy<Kokkos::Cuda, Kokkos::IndexType<std::int64_t>>;
using Sizes = Kokkos::View<std::int64_t*, Kokkos::CudaSpace>;

// COO row indices from the CSR row pointers.
template <class RowMap, class RowIdx>
struct ExpandRows {
  RowMap row_map;
  RowIdx rows;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t r) const {
    for (auto j = row_map(r); j < row_map(r + 1); ++j) rows(j) = Ordinal(r);
  }
};

// Padded entries of each slice: slice size × its longest row.
template <class RowMap>
struct SliceSizes {
  RowMap row_map;
  Sizes sizes;
  std::int64_t rows;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t s) const {
    const std::int64_t begin = s * cusparse_sell_slice_size;
    const std::int64_t end =
        begin + cusparse_sell_slice_size < rows ? begin + cusparse_sell_slice_size : rows;
    std::int64_t width = 0;
    for (std::int64_t r = begin; r < end; ++r) {
      const std::int64_t len = row_map(r + 1) - row_map(r);
      width = len > width ? len : width;
    }
    sizes(s) = width * cusparse_sell_slice_size;
  }
};

// offsets(i) = sum of sizes(0..i), i = 0..n (exclusive scan with the total last).
struct ExclusiveScan {
  using value_type = std::int64_t;
  Sizes sizes, offsets;
  std::int64_t n;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i, value_type& update,
                                         const bool final) const {
    if (final) offsets(i) = update;
    if (i < n) update += sizes(i);
  }
};

template <class View32>
struct Narrow {
  Sizes wide;
  View32 narrow;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    narrow(i) = typename View32::value_type(wide(i));
  }
};

// One thread per (padded) row: column-major within the slice, padding marked
// with column -1 and value 0 as cuSPARSE expects.
template <class MatrixT, class Cols, class Vals>
struct FillSell {
  typename MatrixT::row_map_type row_map;
  typename MatrixT::index_type entries;
  typename MatrixT::values_type values;
  Sizes offsets;
  Cols sell_cols;
  Vals sell_vals;
  std::int64_t rows;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t r) const {
    const std::int64_t s = r / cusparse_sell_slice_size, lane = r % cusparse_sell_slice_size;
    const std::int64_t width = (offsets(s + 1) - offsets(s)) / cusparse_sell_slice_size;
    const std::int64_t len = r < rows ? std::int64_t(row_map(r + 1) - row_map(r)) : 0;
    const std::int64_t first = r < rows ? std::int64_t(row_map(r)) : 0;
    for (std::int64_t k = 0; k < width; ++k) {
      const std::int64_t pos = offsets(s) + k * cusparse_sell_slice_size + lane;
      sell_cols(pos) = k < len ? entries(first + k) : Ordinal(-1);
      sell_vals(pos) = k < len ? values(first + k) : typename Vals::value_type(0);
    }
  }
};

}  // namespace cusparse_detail

// One cuSPARSE variant set up for one matrix: converts (COO, sliced ELL),
// creates the descriptors, sizes the work buffer and runs the optional
// preprocessing, all timed; apply() computes y = A·x.
template <class Scalar>
class CusparseSpmv {
 public:
  CusparseSpmv(const Kokkos::Cuda& exec, cusparseHandle_t lib, const CusparseVariant& variant,
               bool transpose, const Matrix<Scalar>& A, const Vector<Scalar>& x,
               const Vector<Scalar>& y)
      : exec_(exec),
        lib_(lib),
        alg_(variant.alg),
        op_(transpose ? CUSPARSE_OPERATION_TRANSPOSE : CUSPARSE_OPERATION_NON_TRANSPOSE) {
    try {
      set_up(variant.format, A, x, y);
    } catch (...) {
      release();  // the destructor does not run for a throwing constructor
      throw;
    }
  }

  ~CusparseSpmv() { release(); }
  CusparseSpmv(const CusparseSpmv&) = delete;
  CusparseSpmv& operator=(const CusparseSpmv&) = delete;

  void apply() {
    KSPMV_CUSPARSE_CHECK(cusparseSpMV(lib_, op_, &one_, mat_, x_,
                                      &zero_, y_, cuda_data_type<Scalar>(), alg_,
                                      buffer_.data()));
  }

  double setup_seconds() const { return setup_seconds_; }            // conversion included
  double conversion_seconds() const { return conversion_seconds_; }  // format build only
  std::size_t extra_bytes() const { return extra_bytes_; }
  const std::string& note() const { return note_; }

 private:
  using M = Matrix<Scalar>;

  void set_up(CusparseFormat format, const M& A, const Vector<Scalar>& x,
              const Vector<Scalar>& y) {
    exec_.fence();
    const auto t0 = std::chrono::steady_clock::now();
    convert(format, A);
    exec_.fence();
    const auto t1 = std::chrono::steady_clock::now();
    create_descriptors(format, A, x, y);
    std::size_t buffer_bytes = 0;
    KSPMV_CUSPARSE_CHECK(cusparseSpMV_bufferSize(lib_, op_, &one_,
                                                 mat_, x_, &zero_, y_, cuda_data_type<Scalar>(),
                                                 alg_, &buffer_bytes));
    buffer_ = Kokkos::View<char*, Kokkos::CudaSpace>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::cusparse_buffer"),
        buffer_bytes);
    extra_bytes_ += buffer_bytes;
    // Preprocessing exists for some algorithms only; where cuSPARSE says it is
    // not supported, SpMV runs without it, which is what a user gets.
    const cusparseStatus_t pre = cusparseSpMV_preprocess(
        lib_, op_, &one_, mat_, x_, &zero_, y_,
        cuda_data_type<Scalar>(), alg_, buffer_.data());
    if (pre == CUSPARSE_STATUS_NOT_SUPPORTED)
      note_ = "no preprocessing";
    else
      KSPMV_CUSPARSE_CHECK(pre);
    exec_.fence();
    const auto t2 = std::chrono::steady_clock::now();
    conversion_seconds_ = std::chrono::duration<double>(t1 - t0).count();
    setup_seconds_ = std::chrono::duration<double>(t2 - t0).count();
  }

  void release() {
    if (mat_) KSPMV_CUSPARSE_WARN(cusparseDestroySpMat(mat_));
    if (x_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnVec(x_));
    if (y_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnVec(y_));
    mat_ = nullptr;
    x_ = y_ = nullptr;
  }

  void convert(CusparseFormat format, const M& A) {
    using namespace cusparse_detail;
    const std::int64_t m = A.numRows(), nnz = A.nnz();
    if (format == CusparseFormat::coo) {
      coo_rows_ = Kokkos::View<Ordinal*, Kokkos::CudaSpace>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::coo_rows"), nnz);
      Kokkos::parallel_for("kspmv_bench::coo_rows", Policy(exec_, 0, m),
                           ExpandRows<typename M::row_map_type, decltype(coo_rows_)>{
                               A.graph.row_map, coo_rows_});
      extra_bytes_ += nnz * sizeof(Ordinal);
    } else if (format == CusparseFormat::sell) {
      const std::int64_t slices =
          (m + cusparse_sell_slice_size - 1) / cusparse_sell_slice_size;
      Sizes sizes("kspmv_bench::sell_sizes", slices), offsets("kspmv_bench::sell_offsets64",
                                                              slices + 1);
      Kokkos::parallel_for("kspmv_bench::sell_sizes", Policy(exec_, 0, slices),
                           SliceSizes<typename M::row_map_type>{A.graph.row_map, sizes, m});
      Kokkos::parallel_scan("kspmv_bench::sell_offsets", Policy(exec_, 0, slices + 1),
                            ExclusiveScan{sizes, offsets, slices});
      std::int64_t padded = 0;
      Kokkos::deep_copy(exec_, padded, Kokkos::subview(offsets, slices));
      exec_.fence();
      const std::size_t need = std::size_t(padded) * (sizeof(Scalar) + sizeof(Ordinal));
      if (padded > std::numeric_limits<Ordinal>::max())
        throw std::runtime_error("sliced ELL would hold " + std::to_string(padded) +
                                 " padded entries, more than 32-bit offsets address");
      if (need > kspmv::compat::free_memory_bytes<Kokkos::CudaSpace>())
        throw std::runtime_error("sliced ELL needs " + std::to_string(need) +
                                 " bytes, more than the device has free");
      sell_values_size_ = padded;
      sell_offsets_ = Kokkos::View<Ordinal*, Kokkos::CudaSpace>("kspmv_bench::sell_offsets",
                                                                slices + 1);
      sell_cols_ = Kokkos::View<Ordinal*, Kokkos::CudaSpace>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::sell_cols"), padded);
      sell_vals_ = Kokkos::View<Scalar*, Kokkos::CudaSpace>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::sell_vals"), padded);
      Kokkos::parallel_for("kspmv_bench::sell_narrow", Policy(exec_, 0, slices + 1),
                           Narrow<decltype(sell_offsets_)>{offsets, sell_offsets_});
      Kokkos::parallel_for(
          "kspmv_bench::sell_fill", Policy(exec_, 0, slices * cusparse_sell_slice_size),
          FillSell<M, decltype(sell_cols_), decltype(sell_vals_)>{
              A.graph.row_map, A.graph.entries, A.values, offsets, sell_cols_, sell_vals_, m});
      extra_bytes_ += need + (slices + 1) * sizeof(Ordinal);
    }
  }

  void create_descriptors(CusparseFormat format, const M& A, const Vector<Scalar>& x,
                          const Vector<Scalar>& y) {
    const std::int64_t m = A.numRows(), n = A.numCols(), nnz = A.nnz();
    void* vals = const_cast<Scalar*>(A.values.data());
    void* cols = const_cast<Ordinal*>(A.graph.entries.data());
    switch (format) {
      case CusparseFormat::csr:
        KSPMV_CUSPARSE_CHECK(cusparseCreateCsr(
            &mat_, m, n, nnz, const_cast<Offset*>(A.graph.row_map.data()), cols, vals,
            cusparse_index_type<Offset>(), cusparse_index_type<Ordinal>(),
            CUSPARSE_INDEX_BASE_ZERO, cuda_data_type<Scalar>()));
        break;
      case CusparseFormat::coo:
        KSPMV_CUSPARSE_CHECK(cusparseCreateCoo(&mat_, m, n, nnz, coo_rows_.data(), cols, vals,
                                               cusparse_index_type<Ordinal>(),
                                               CUSPARSE_INDEX_BASE_ZERO,
                                               cuda_data_type<Scalar>()));
        break;
      case CusparseFormat::sell:
        KSPMV_CUSPARSE_CHECK(cusparseCreateSlicedEll(
            &mat_, m, n, nnz, sell_values_size_, cusparse_sell_slice_size, sell_offsets_.data(),
            sell_cols_.data(), sell_vals_.data(), cusparse_index_type<Ordinal>(),
            cusparse_index_type<Ordinal>(), CUSPARSE_INDEX_BASE_ZERO, cuda_data_type<Scalar>()));
        break;
    }
    const bool transpose = op_ != CUSPARSE_OPERATION_NON_TRANSPOSE;
    KSPMV_CUSPARSE_CHECK(
        cusparseCreateDnVec(&x_, transpose ? m : n, x.data(), cuda_data_type<Scalar>()));
    KSPMV_CUSPARSE_CHECK(
        cusparseCreateDnVec(&y_, transpose ? n : m, y.data(), cuda_data_type<Scalar>()));
  }

  Kokkos::Cuda exec_;
  cusparseHandle_t lib_;
  cusparseSpMVAlg_t alg_;
  cusparseOperation_t op_;
  const Scalar one_ = Scalar(1), zero_ = Scalar(0);
  cusparseSpMatDescr_t mat_ = nullptr;
  cusparseDnVecDescr_t x_ = nullptr, y_ = nullptr;
  Kokkos::View<char*, Kokkos::CudaSpace> buffer_;
  Kokkos::View<Ordinal*, Kokkos::CudaSpace> coo_rows_, sell_offsets_, sell_cols_;
  Kokkos::View<Scalar*, Kokkos::CudaSpace> sell_vals_;
  std::int64_t sell_values_size_ = 0;
  std::size_t extra_bytes_ = 0;
  double setup_seconds_ = 0, conversion_seconds_ = 0;
  std::string note_;
};

// What an explicit transpose costs in cuSPARSE: csr2cscEx2 (buffer sizing,
// allocation and conversion), fenced, in seconds; the yardstick for the
// cached CSC of kspmv's handle.
template <class Scalar>
double cusparse_csr2csc_seconds(const Kokkos::Cuda& exec, cusparseHandle_t lib,
                                const Matrix<Scalar>& A) {
  const std::int64_t m = A.numRows(), n = A.numCols(), nnz = A.nnz();
  exec.fence();
  const auto t0 = std::chrono::steady_clock::now();
  Kokkos::View<Offset*, Kokkos::CudaSpace> col_ptr("kspmv_bench::csc_col_ptr", n + 1);
  Kokkos::View<Ordinal*, Kokkos::CudaSpace> row_idx("kspmv_bench::csc_row_idx", nnz);
  Kokkos::View<Scalar*, Kokkos::CudaSpace> vals("kspmv_bench::csc_values", nnz);
  std::size_t bytes = 0;
  KSPMV_CUSPARSE_CHECK(cusparseCsr2cscEx2_bufferSize(
      lib, int(m), int(n), int(nnz), A.values.data(), A.graph.row_map.data(),
      A.graph.entries.data(), vals.data(), col_ptr.data(), row_idx.data(),
      cuda_data_type<Scalar>(), CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO,
      CUSPARSE_CSR2CSC_ALG1, &bytes));
  Kokkos::View<char*, Kokkos::CudaSpace> buffer(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::csr2csc_buffer"), bytes);
  KSPMV_CUSPARSE_CHECK(cusparseCsr2cscEx2(
      lib, int(m), int(n), int(nnz), A.values.data(), A.graph.row_map.data(),
      A.graph.entries.data(), vals.data(), col_ptr.data(), row_idx.data(),
      cuda_data_type<Scalar>(), CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO,
      CUSPARSE_CSR2CSC_ALG1, buffer.data()));
  exec.fence();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace kspmv_bench
