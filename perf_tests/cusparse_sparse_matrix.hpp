#pragma once
// A in the sparse formats of the cuSPARSE baselines: CSR (A's own arrays),
// COO (row indices expanded from the row pointers), sliced ELL (padded
// slices of 32 rows) and, for block matrices, BSR (b×b row-major blocks by
// cuSPARSE's own csr2bsr), built on the Kokkos::Cuda instance's stream, with the
// cusparseSpMatDescr_t that SpMV and SpMM take. The conversion is timed
// apart, since it is part of what a cuSPARSE user pays at setup.

#include "cusparse_library.hpp"

#include <chrono>
#include <cstdint>
#include <limits>
#include <string>

namespace kspmv_bench {

enum class CusparseFormat { csr, coo, sell, bsr };

// Rows per slice of the sliced ELL baseline: one warp per slice.
inline constexpr std::int64_t cusparse_sell_slice_size = 32;

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

// A in one cuSPARSE format, with its descriptor; the extra arrays (COO rows,
// sliced ELL) live as long as the object.
template <class Scalar>
class CusparseSparseMatrix {
 public:
  // block_size: b of the BSR format (A's pattern must be b×b blocks).
  CusparseSparseMatrix(const Kokkos::Cuda& exec, cusparseHandle_t lib, CusparseFormat format,
                       const Matrix<Scalar>& A, std::int64_t block_size = 1)
      : exec_(exec), lib_(lib), block_size_(block_size) {
    try {
      exec_.fence();
      const auto t0 = std::chrono::steady_clock::now();
      convert(format, A);
      exec_.fence();
      conversion_seconds_ =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      create_descriptor(format, A);
    } catch (...) {
      release();  // the destructor does not run for a throwing constructor
      throw;
    }
  }
  ~CusparseSparseMatrix() { release(); }
  CusparseSparseMatrix(const CusparseSparseMatrix&) = delete;
  CusparseSparseMatrix& operator=(const CusparseSparseMatrix&) = delete;

  cusparseSpMatDescr_t get() const { return mat_; }
  double conversion_seconds() const { return conversion_seconds_; }  // format build, fenced
  std::size_t extra_bytes() const { return extra_bytes_; }           // arrays beyond A's own

 private:
  using M = Matrix<Scalar>;

  void release() {
    if (mat_) KSPMV_CUSPARSE_WARN(cusparseDestroySpMat(mat_));
    mat_ = nullptr;
  }

  // cuSPARSE's csr2bsr (deprecated in CUDA 13 but still its only CSR-to-BSR
  // conversion): row-major blocks, block rows counted first.
  void convert_to_bsr(const M& A) {
    const std::int64_t m = A.numRows(), n = A.numCols(), b = block_size_;
    if (b < 2 || m % b != 0 || n % b != 0)
      throw std::runtime_error("BSR baseline: b = " + std::to_string(b) + " does not divide A's " +
                               std::to_string(m) + "x" + std::to_string(n));
    const std::int64_t block_rows = m / b;
    bsr_row_map_ = Kokkos::View<Ordinal*, Kokkos::CudaSpace>("kspmv_bench::bsr_row_map",
                                                             block_rows + 1);
    cusparseMatDescr_t descr = nullptr;
    KSPMV_CUSPARSE_CHECK(cusparseCreateMatDescr(&descr));
    try {
      int blocks = 0;  // host pointer mode: written on return
      KSPMV_CUSPARSE_CHECK(cusparseXcsr2bsrNnz(
          lib_, CUSPARSE_DIRECTION_ROW, int(m), int(n), descr, A.graph.row_map.data(),
          A.graph.entries.data(), int(b), descr, bsr_row_map_.data(), &blocks));
      bsr_blocks_ = blocks;
      const std::size_t need = std::size_t(blocks) * (sizeof(Ordinal) + b * b * sizeof(Scalar));
      if (need > kspmv::compat::free_memory_bytes<Kokkos::CudaSpace>())
        throw std::runtime_error("BSR needs " + std::to_string(need) +
                                 " bytes, more than the device has free");
      bsr_cols_ = Kokkos::View<Ordinal*, Kokkos::CudaSpace>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::bsr_cols"), blocks);
      bsr_vals_ = Kokkos::View<Scalar*, Kokkos::CudaSpace>(
          Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::bsr_vals"),
          std::size_t(blocks) * b * b);
      KSPMV_CUSPARSE_CHECK(csr2bsr(lib_, CUSPARSE_DIRECTION_ROW, int(m), int(n), descr,
                                   A.values.data(), A.graph.row_map.data(),
                                   A.graph.entries.data(), int(b), descr, bsr_vals_.data(),
                                   bsr_row_map_.data(), bsr_cols_.data()));
      extra_bytes_ += need + (block_rows + 1) * sizeof(Ordinal);
    } catch (...) {
      KSPMV_CUSPARSE_WARN(cusparseDestroyMatDescr(descr));
      throw;
    }
    KSPMV_CUSPARSE_WARN(cusparseDestroyMatDescr(descr));
  }

  static cusparseStatus_t csr2bsr(cusparseHandle_t h, cusparseDirection_t d, int m, int n,
                                  cusparseMatDescr_t da, const double* v, const int* rows,
                                  const int* cols, int b, cusparseMatDescr_t dc, double* bv,
                                  int* brows, int* bcols) {
    return cusparseDcsr2bsr(h, d, m, n, da, v, rows, cols, b, dc, bv, brows, bcols);
  }
  static cusparseStatus_t csr2bsr(cusparseHandle_t h, cusparseDirection_t d, int m, int n,
                                  cusparseMatDescr_t da, const float* v, const int* rows,
                                  const int* cols, int b, cusparseMatDescr_t dc, float* bv,
                                  int* brows, int* bcols) {
    return cusparseScsr2bsr(h, d, m, n, da, v, rows, cols, b, dc, bv, brows, bcols);
  }

  void convert(CusparseFormat format, const M& A) {
    using namespace cusparse_detail;
    const std::int64_t m = A.numRows(), nnz = A.nnz();
    if (format == CusparseFormat::bsr) {
      convert_to_bsr(A);
    } else if (format == CusparseFormat::coo) {
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

  void create_descriptor(CusparseFormat format, const M& A) {
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
      case CusparseFormat::bsr:
        KSPMV_CUSPARSE_CHECK(cusparseCreateBsr(
            &mat_, m / block_size_, n / block_size_, bsr_blocks_, block_size_, block_size_,
            bsr_row_map_.data(), bsr_cols_.data(), bsr_vals_.data(), cusparse_index_type<Ordinal>(),
            cusparse_index_type<Ordinal>(), CUSPARSE_INDEX_BASE_ZERO, cuda_data_type<Scalar>(),
            CUSPARSE_ORDER_ROW));
        break;
    }
  }

  Kokkos::Cuda exec_;
  cusparseHandle_t lib_;
  std::int64_t block_size_;
  cusparseSpMatDescr_t mat_ = nullptr;
  Kokkos::View<Ordinal*, Kokkos::CudaSpace> coo_rows_, sell_offsets_, sell_cols_;
  Kokkos::View<Scalar*, Kokkos::CudaSpace> sell_vals_;
  Kokkos::View<Ordinal*, Kokkos::CudaSpace> bsr_row_map_, bsr_cols_;
  Kokkos::View<Scalar*, Kokkos::CudaSpace> bsr_vals_;
  std::int64_t bsr_blocks_ = 0;
  std::int64_t sell_values_size_ = 0;
  std::size_t extra_bytes_ = 0;
  double conversion_seconds_ = 0;
};

}  // namespace kspmv_bench
