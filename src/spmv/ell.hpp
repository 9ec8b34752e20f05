#pragma once
// ELL SpMV ([TOPC20] Alg. 3 with one thread per row): slot k of row r at
// k·stride + r, so a warp's loads of one slot are contiguous; it stops at the
// row's padding. Used alone and as the regular part of HYB.

#include "formats/ell.hpp"
#include "spmv/padded_slots.hpp"

namespace kspmv {

struct EllRowSlots {
  std::int64_t stride, width;
  KOKKOS_INLINE_FUNCTION RowSlots operator()(std::int64_t r) const { return {r, stride, width}; }
};

template <class ExecSpace, class Ell, class XView, class YView>
void ell_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Ell& ell,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  using D = typename Ell::device_type;
  padded_slots_apply(exec, transpose ? "kspmv::ell_transpose" : "kspmv::ell", transpose,
                     conjugate, ell.num_rows, ell.width, EllRowSlots{ell.stride, ell.width},
                     Kokkos::View<const typename Ell::ordinal_type*, D>(ell.col_idx),
                     Kokkos::View<const typename Ell::scalar_type*, D>(ell.values), alpha, x,
                     beta, y);
}

}  // namespace kspmv
