#pragma once
// ELL SpMV ([TOPC20] Alg. 3 with one thread per row): slot k of row r at
// k·stride + r, so a warp's loads of one slot are contiguous; it stops at the
// row's padding. Used alone and as the regular part of HYB.

#include "formats/ell.hpp"
#include "spmv/padded_slots.hpp"

namespace kspmv {

struct EllRowSlots {
  // Resident blocks the rank-1 gather of Value is compiled for (tuning.hpp).
  template <class Value, class Scalar>
  static constexpr int gather_min_blocks = ell_gather_min_blocks_for<Value, Scalar>;
  std::int64_t stride, width;
  KOKKOS_INLINE_FUNCTION RowSlots operator()(std::int64_t r) const { return {r, stride, width, r}; }
};

// `columns`: where the rows' columns are read (spmv/padded_columns.hpp): the
// ELL's own col_idx, or NarrowColumns of the same rows. `stream`: a rank-1
// gather loads them and the values with cache-streaming loads.
template <class ExecSpace, class Ell, class Columns, class XView, class YView>
void ell_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Ell& ell,
               const Columns& columns, bool stream, typename YView::const_value_type alpha,
               const XView& x, typename YView::const_value_type beta, const YView& y) {
  using D = typename Ell::device_type;
  padded_slots_apply(exec, transpose ? "kspmv::ell_transpose" : "kspmv::ell", transpose,
                     conjugate, stream, ell.num_rows, ell.width, EllRowSlots{ell.stride, ell.width},
                     columns, Kokkos::View<const typename Ell::scalar_type*, D>(ell.values),
                     alpha, x, beta, y);
}

template <class ExecSpace, class Ell, class XView, class YView>
void ell_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Ell& ell,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  ell_apply(exec, transpose, conjugate, ell, own_columns(ell), false, alpha, x, beta, y);
}

}  // namespace kspmv
