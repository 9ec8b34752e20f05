#pragma once
// The multivector baseline (--vectors K > 1): cuSPARSE's generic SpMM,
// Y = op(A)·X with X and Y dense matrices of K columns, column-major for
// LayoutLeft and row-major for LayoutRight, in every algorithm cuSPARSE has
// for a general CSR matrix (CSR ALG1, ALG2, ALG3) and for COO (ALG1 to ALG4).
// Some take only one ordering of X and Y, or only op(A) = A; cuSPARSE answers
// so when the work buffer is sized, and that answer is the reason printed for
// the skipped variant. As for SpMV the bar is cuSPARSE's best algorithm per
// matrix. A and its COO conversion are cusparse_sparse_matrix.hpp's, shared
// with the SpMV baseline; everything runs on the Kokkos::Cuda instance's stream.

#include "cusparse_sparse_matrix.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <type_traits>

namespace kspmv_bench {

struct CusparseSpmmVariant {
  const char* name;
  CusparseFormat format;
  cusparseSpMMAlg_t alg;
};

inline constexpr CusparseSpmmVariant cusparse_spmm_variants[] = {
    {"cusparse_spmm_csr_alg1", CusparseFormat::csr, CUSPARSE_SPMM_CSR_ALG1},
    {"cusparse_spmm_csr_alg2", CusparseFormat::csr, CUSPARSE_SPMM_CSR_ALG2},
    {"cusparse_spmm_csr_alg3", CusparseFormat::csr, CUSPARSE_SPMM_CSR_ALG3},
    {"cusparse_spmm_coo_alg1", CusparseFormat::coo, CUSPARSE_SPMM_COO_ALG1},
    {"cusparse_spmm_coo_alg2", CusparseFormat::coo, CUSPARSE_SPMM_COO_ALG2},
    {"cusparse_spmm_coo_alg3", CusparseFormat::coo, CUSPARSE_SPMM_COO_ALG3},
    {"cusparse_spmm_coo_alg4", CusparseFormat::coo, CUSPARSE_SPMM_COO_ALG4},
};

// How cuSPARSE reads a rank-2 Kokkos view: its order, and the distance
// between consecutive columns (column-major) or rows (row-major).
struct CusparseDenseLayout {
  cusparseOrder_t order;
  std::int64_t leading_dimension;
  const char* description;
};

template <class View>
CusparseDenseLayout cusparse_dense_layout(const View& v) {
  using Layout = typename View::array_layout;
  static_assert(std::is_same_v<Layout, Kokkos::LayoutLeft> ||
                    std::is_same_v<Layout, Kokkos::LayoutRight>,
                "kspmv-bench: the SpMM baseline takes LayoutLeft or LayoutRight X and Y");
  if constexpr (std::is_same_v<Layout, Kokkos::LayoutLeft>)
    return {CUSPARSE_ORDER_COL, std::int64_t(v.stride(1)), "column-major X and Y (LayoutLeft)"};
  else
    return {CUSPARSE_ORDER_ROW, std::int64_t(v.stride(0)), "row-major X and Y (LayoutRight)"};
}

// One SpMM algorithm set up for one matrix and one pair X, Y: converts (COO),
// creates the descriptors, sizes the work buffer and runs the preprocessing,
// all timed and all before the timed loop; apply() computes Y = op(A)·X.
template <class Scalar, class MultiVectorView>
class CusparseSpmm {
 public:
  CusparseSpmm(const Kokkos::Cuda& exec, cusparseHandle_t lib, const CusparseSpmmVariant& variant,
               bool transpose, const Matrix<Scalar>& A, const MultiVectorView& X,
               const MultiVectorView& Y)
      : exec_(exec),
        lib_(lib),
        alg_(variant.alg),
        op_(transpose ? CUSPARSE_OPERATION_TRANSPOSE : CUSPARSE_OPERATION_NON_TRANSPOSE) {
    try {
      set_up(variant, A, X, Y);
    } catch (...) {
      release();  // the destructor does not run for a throwing constructor
      throw;
    }
  }

  ~CusparseSpmm() { release(); }
  CusparseSpmm(const CusparseSpmm&) = delete;
  CusparseSpmm& operator=(const CusparseSpmm&) = delete;

  void apply() {
    KSPMV_CUSPARSE_CHECK(cusparseSpMM(lib_, op_, CUSPARSE_OPERATION_NON_TRANSPOSE, &one_,
                                      matrix_->get(), x_, &zero_, y_, cuda_data_type<Scalar>(),
                                      alg_, buffer_.data()));
  }

  double setup_seconds() const { return setup_seconds_; }  // conversion included
  double conversion_seconds() const { return matrix_->conversion_seconds(); }  // format build only
  std::size_t extra_bytes() const { return matrix_->extra_bytes() + buffer_.extent(0); }
  const std::string& note() const { return note_; }

 private:
  void set_up(const CusparseSpmmVariant& variant, const Matrix<Scalar>& A,
              const MultiVectorView& X, const MultiVectorView& Y) {
    exec_.fence();
    const auto t0 = std::chrono::steady_clock::now();
    matrix_.emplace(exec_, lib_, variant.format, A);
    const CusparseDenseLayout layout = create_dense(X, Y);
    std::size_t buffer_bytes = 0;
    // Where an algorithm does not take this layout or op(A), buffer sizing
    // already says so: that is the reason the variant is skipped for.
    refused_unless(cusparseSpMM_bufferSize(lib_, op_, CUSPARSE_OPERATION_NON_TRANSPOSE, &one_,
                                           matrix_->get(), x_, &zero_, y_,
                                           cuda_data_type<Scalar>(), alg_, &buffer_bytes),
                   "cusparseSpMM_bufferSize", variant, layout);
    buffer_ = Kokkos::View<char*, Kokkos::CudaSpace>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::cusparse_spmm_buffer"),
        buffer_bytes);
    // Preprocessing pays for CSR ALG1 and ALG3 and changes nothing elsewhere;
    // where cuSPARSE says it is not supported, SpMM runs without it, which is
    // what a user gets.
    const cusparseStatus_t pre = cusparseSpMM_preprocess(
        lib_, op_, CUSPARSE_OPERATION_NON_TRANSPOSE, &one_, matrix_->get(), x_, &zero_, y_,
        cuda_data_type<Scalar>(), alg_, buffer_.data());
    if (pre == CUSPARSE_STATUS_NOT_SUPPORTED)
      note_ = "no preprocessing";
    else
      refused_unless(pre, "cusparseSpMM_preprocess", variant, layout);
    exec_.fence();
    setup_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  CusparseDenseLayout create_dense(const MultiVectorView& X, const MultiVectorView& Y) {
    const CusparseDenseLayout x_layout = cusparse_dense_layout(X);
    const CusparseDenseLayout y_layout = cusparse_dense_layout(Y);
    KSPMV_CUSPARSE_CHECK(cusparseCreateDnMat(&x_, std::int64_t(X.extent(0)),
                                             std::int64_t(X.extent(1)), x_layout.leading_dimension,
                                             X.data(), cuda_data_type<Scalar>(), x_layout.order));
    KSPMV_CUSPARSE_CHECK(cusparseCreateDnMat(&y_, std::int64_t(Y.extent(0)),
                                             std::int64_t(Y.extent(1)), y_layout.leading_dimension,
                                             Y.data(), cuda_data_type<Scalar>(), y_layout.order));
    return x_layout;
  }

  void refused_unless(cusparseStatus_t status, const char* call, const CusparseSpmmVariant& variant,
                      const CusparseDenseLayout& layout) const {
    if (status == CUSPARSE_STATUS_SUCCESS) return;
    throw std::runtime_error(
        std::string("cuSPARSE refuses ") + variant.name + " with " + layout.description +
        (op_ == CUSPARSE_OPERATION_NON_TRANSPOSE ? "" : ", op(A) = A^T") + ": " + call +
        " returned " + cusparseGetErrorName(status) + " (" + cusparseGetErrorString(status) + ")");
  }

  void release() {
    if (x_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnMat(x_));
    if (y_) KSPMV_CUSPARSE_WARN(cusparseDestroyDnMat(y_));
    x_ = y_ = nullptr;
  }

  Kokkos::Cuda exec_;
  cusparseHandle_t lib_;
  cusparseSpMMAlg_t alg_;
  cusparseOperation_t op_;
  const Scalar one_ = Scalar(1), zero_ = Scalar(0);
  std::optional<CusparseSparseMatrix<Scalar>> matrix_;
  cusparseDnMatDescr_t x_ = nullptr, y_ = nullptr;
  Kokkos::View<char*, Kokkos::CudaSpace> buffer_;
  double setup_seconds_ = 0;
  std::string note_;
};

}  // namespace kspmv_bench
