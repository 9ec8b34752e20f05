#pragma once
// SELL-P SpMV ([TOPC20] Alg. 5): one thread per row walks its slice's slots
// (step = slice size C, so a warp's loads are contiguous) and stops at the
// row's padding; the slice width is the longest row of the slice. `max_len`
// bounds every slice's width (the longest row, padded to the stride factor).

#include "formats/sellp.hpp"
#include "spmv/padded_slots.hpp"

namespace kspmv {

template <class Sets, class Lengths>
struct SellpRowSlots {
  Sets sets;
  Lengths lengths;
  std::int64_t slice;
  KOKKOS_INLINE_FUNCTION RowSlots operator()(std::int64_t r) const {
    const std::int64_t s = r / slice;
    return {std::int64_t(sets(s)) * slice + (r - s * slice), slice, std::int64_t(lengths(s))};
  }
};

template <class ExecSpace, class Sellp, class XView, class YView>
void sellp_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Sellp& sp,
                 std::int64_t max_len, typename YView::const_value_type alpha, const XView& x,
                 typename YView::const_value_type beta, const YView& y) {
  using D = typename Sellp::device_type;
  using Sets = Kokkos::View<const typename Sellp::offset_type*, D>;
  using Lengths = Kokkos::View<const typename Sellp::ordinal_type*, D>;
  padded_slots_apply(exec, transpose ? "kspmv::sellp_transpose" : "kspmv::sellp", transpose,
                     conjugate, sp.num_rows, max_len,
                     SellpRowSlots<Sets, Lengths>{sp.slice_sets, sp.slice_lengths, sp.slice_size},
                     Kokkos::View<const typename Sellp::ordinal_type*, D>(sp.col_idx),
                     Kokkos::View<const typename Sellp::scalar_type*, D>(sp.values), alpha, x,
                     beta, y);
}

}  // namespace kspmv
