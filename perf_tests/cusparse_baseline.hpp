#pragma once
// The baseline: cuSPARSE's generic SpMV in every format and algorithm it
// offers for a general matrix: CSR (ALG1, ALG2), COO (ALG1, ALG2) and sliced
// ELL (SELL_ALG1); for a block matrix (b×b blocks, b >= 2) also BSR
// (BSR_ALG1). The bar is cuSPARSE's best format, not its default, since
// on the H200 its sliced ELL beats its CSR by a third on a 7-point stencil.
// Everything runs on the Kokkos::Cuda instance's stream, in this process.
// A in those formats is cusparse_sparse_matrix.hpp's, shared with the SpMM
// baseline of --vectors K > 1 (cusparse_spmm_baseline.hpp).

#include "cusparse_sparse_matrix.hpp"

#include <chrono>
#include <optional>
#include <string>

namespace kspmv_bench {

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
    {"cusparse_bsr_alg1", CusparseFormat::bsr, CUSPARSE_SPMV_BSR_ALG1},  // block matrices only
};

// One cuSPARSE variant set up for one matrix: converts (COO, sliced ELL),
// creates the descriptors, sizes the work buffer and runs the optional
// preprocessing, all timed; apply() computes y = A·x.
template <class Scalar>
class CusparseSpmv {
 public:
  // block_size: b of A's blocks, for the BSR variant.
  CusparseSpmv(const Kokkos::Cuda& exec, cusparseHandle_t lib, const CusparseVariant& variant,
               bool transpose, const Matrix<Scalar>& A, const Vector<Scalar>& x,
               const Vector<Scalar>& y, std::int64_t block_size = 1)
      : exec_(exec),
        lib_(lib),
        alg_(variant.alg),
        op_(transpose ? CUSPARSE_OPERATION_TRANSPOSE : CUSPARSE_OPERATION_NON_TRANSPOSE) {
    try {
      set_up(variant.format, A, x, y, block_size);
    } catch (...) {
      release();  // the destructor does not run for a throwing constructor
      throw;
    }
  }

  ~CusparseSpmv() { release(); }
  CusparseSpmv(const CusparseSpmv&) = delete;
  CusparseSpmv& operator=(const CusparseSpmv&) = delete;

  void apply() {
    KSPMV_CUSPARSE_CHECK(cusparseSpMV(lib_, op_, &one_, matrix_->get(), x_, &zero_, y_,
                                      cuda_data_type<Scalar>(), alg_, buffer_.data()));
  }

  double setup_seconds() const { return setup_seconds_; }  // conversion included
  double conversion_seconds() const { return matrix_->conversion_seconds(); }  // format build only
  std::size_t extra_bytes() const { return matrix_->extra_bytes() + buffer_.extent(0); }
  const std::string& note() const { return note_; }

 private:
  void set_up(CusparseFormat format, const Matrix<Scalar>& A, const Vector<Scalar>& x,
              const Vector<Scalar>& y, std::int64_t block_size) {
    exec_.fence();
    const auto t0 = std::chrono::steady_clock::now();
    matrix_.emplace(exec_, lib_, format, A, block_size);
    create_vectors(A, x, y);
    std::size_t buffer_bytes = 0;
    KSPMV_CUSPARSE_CHECK(cusparseSpMV_bufferSize(lib_, op_, &one_, matrix_->get(), x_, &zero_, y_,
                                                 cuda_data_type<Scalar>(), alg_, &buffer_bytes));
    buffer_ = Kokkos::View<char*, Kokkos::CudaSpace>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::cusparse_buffer"),
        buffer_bytes);
    // Preprocessing exists for some algorithms only; where cuSPARSE says it is
    // not supported, SpMV runs without it, which is what a user gets.
    const cusparseStatus_t pre =
        cusparseSpMV_preprocess(lib_, op_, &one_, matrix_->get(), x_, &zero_, y_,
                                cuda_data_type<Scalar>(), alg_, buffer_.data());
    if (pre == CUSPARSE_STATUS_NOT_SUPPORTED)
      note_ = "no preprocessing";
    else
      KSPMV_CUSPARSE_CHECK(pre);
    exec_.fence();
    setup_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  void release() {
    if (x_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnVec(x_));
    if (y_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnVec(y_));
    x_ = y_ = nullptr;
  }

  void create_vectors(const Matrix<Scalar>& A, const Vector<Scalar>& x, const Vector<Scalar>& y) {
    const std::int64_t m = A.numRows(), n = A.numCols();
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
  std::optional<CusparseSparseMatrix<Scalar>> matrix_;
  cusparseDnVecDescr_t x_ = nullptr, y_ = nullptr;
  Kokkos::View<char*, Kokkos::CudaSpace> buffer_;
  double setup_seconds_ = 0;
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
