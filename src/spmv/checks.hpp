#pragma once
// Argument checks of spmv(). They run on the host before any launch, so a
// rejected call leaves y exactly as it was.

#include "core/errors.hpp"
#include "spmv/mode.hpp"
#include "spmv/vector_access.hpp"

#include <type_traits>

namespace kspmv {

template <class Matrix, class XView, class YView>
void static_check_spmv_types() {
  static_assert(Kokkos::is_view<XView>::value, "kspmv::spmv: x must be a Kokkos::View");
  static_assert(Kokkos::is_view<YView>::value, "kspmv::spmv: y must be a Kokkos::View");
  static_assert(int(XView::rank) == int(YView::rank),
                "kspmv::spmv: x and y must have the same rank (both 1 or both 2)");
  static_assert(int(XView::rank) == 1 || int(XView::rank) == 2,
                "kspmv::spmv: x and y must be rank-1 or rank-2 views");
  static_assert(std::is_same_v<typename YView::value_type, typename YView::non_const_value_type>,
                "kspmv::spmv: y must be a non-const view");
  static_assert(std::is_same_v<typename YView::non_const_value_type,
                               typename Matrix::non_const_value_type>,
                "kspmv::spmv: y must hold A's scalar type");
  static_assert(std::is_same_v<typename XView::non_const_value_type,
                               typename Matrix::non_const_value_type>,
                "kspmv::spmv: x must hold A's scalar type");
  static_assert(Kokkos::SpaceAccessibility<typename Matrix::execution_space,
                                           typename YView::memory_space>::accessible,
                "kspmv::spmv: y must be accessible from A's execution space");
  static_assert(Kokkos::SpaceAccessibility<typename Matrix::execution_space,
                                           typename XView::memory_space>::accessible,
                "kspmv::spmv: x must be accessible from A's execution space");
}

template <class Matrix, class XView, class YView>
void check_spmv_arguments(const Op& op, const Matrix& A, const XView& x, const YView& y) {
  static_check_spmv_types<Matrix, XView, YView>();
  const std::int64_t rows = A.numRows(), cols = A.numCols();
  const std::int64_t in_len = op.transpose ? rows : cols;
  const std::int64_t out_len = op.transpose ? cols : rows;
  const char* op_name = op.transpose ? "op(A) = A^T" : "op(A) = A";
  require(std::int64_t(x.extent(0)) == in_len, "spmv: x has ", x.extent(0), " rows but ",
          op_name, " of a ", rows, "x", cols, " matrix needs ", in_len);
  require(std::int64_t(y.extent(0)) == out_len, "spmv: y has ", y.extent(0), " rows but ",
          op_name, " of a ", rows, "x", cols, " matrix needs ", out_len);
  require(num_vectors(x) == num_vectors(y), "spmv: x has ", num_vectors(x),
          " columns (vectors) but y has ", num_vectors(y));
}

}  // namespace kspmv
