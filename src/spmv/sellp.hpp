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
  // No launch bounds: at 40 registers its single gather spilled (tuning.hpp).
  template <class Value, class Scalar>
  static constexpr int gather_min_blocks = 0;
  Sets sets;
  Lengths lengths;
  std::int64_t slice;
  KOKKOS_INLINE_FUNCTION RowSlots operator()(std::int64_t r) const {
    const std::int64_t s = r / slice;
    const std::int64_t lane = r - s * slice, set = std::int64_t(sets(s));
    // words of narrow columns: slice widths are multiples of 4 when they are used
    return {set * slice + lane, slice, std::int64_t(lengths(s)), (set / 4) * slice + lane};
  }
};

// op = Aᵀ for slices holding a few very long rows (power-law matrices):
// one thread per stored slot, so a row of 60k entries is spread over 60k
// threads instead of one. Slot p lies in slice s with slice_sets[s] <= p / C
// < slice_sets[s + 1] (a search the C threads of a slot column share); the
// padding is skipped.
template <class Sellp, class XView, class YView>
struct SellpSlotScatter {
  using S = typename YView::non_const_value_type;
  using O = typename Sellp::ordinal_type;
  using D = typename Sellp::device_type;
  Kokkos::View<const typename Sellp::offset_type*, D> sets;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const typename Sellp::scalar_type*, D> vals;  // A's scalar or single (ValuePrecision)
  input_view_t<XView> x;
  YView y;
  S alpha;
  RowVectorGrid<YView> grid;  // over the stored slots
  std::int64_t slice, num_slices, rows;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t p, j;
    if (!grid.locate(i, p, j)) return;
    const O c = cols(p);
    if (c == O(-1)) return;
    const std::int64_t s = last_at_most(sets, num_slices, p / slice);
    const std::int64_t r = s * slice + p % slice;
    Kokkos::atomic_add(&at(y, c, j), S(conj_if(conjugate, S(vals(p))) * alpha * at(x, r, j)));
  }
};

template <class ExecSpace, class Sellp, class XView, class YView>
void sellp_slot_scatter(const ExecSpace& exec, bool conjugate, const Sellp& sp,
                        typename YView::const_value_type alpha, const XView& x,
                        typename YView::const_value_type beta, const YView& y) {
  scale(exec, beta, y);
  const std::int64_t slots = std::int64_t(sp.col_idx.extent(0));
  const auto grid = RowVectorGrid<YView>::of(slots, num_vectors(y));
  const std::int64_t work = grid.size();
  if (work == 0) return;
  Kokkos::parallel_for("kspmv::sellp_transpose_slots",
                       light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, work)),
                       SellpSlotScatter<Sellp, XView, YView>{
                           sp.slice_sets, sp.col_idx, sp.values, x, y, alpha, grid,
                           std::int64_t(sp.slice_size), std::int64_t(sp.num_slices()),
                           std::int64_t(sp.num_rows), conjugate});
}

// `columns`: where the rows' columns are read (spmv/padded_columns.hpp): the
// format's own col_idx, or NarrowColumns of the same rows. `stream`: a rank-1
// gather loads them and the values with cache-streaming loads.
template <class ExecSpace, class Sellp, class Columns, class XView, class YView>
void sellp_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Sellp& sp,
                 const Columns& columns, bool stream, std::int64_t max_len,
                 typename YView::const_value_type alpha, const XView& x,
                 typename YView::const_value_type beta, const YView& y) {
  using D = typename Sellp::device_type;
  using Sets = Kokkos::View<const typename Sellp::offset_type*, D>;
  using Lengths = Kokkos::View<const typename Sellp::ordinal_type*, D>;
  padded_slots_apply(exec, transpose ? "kspmv::sellp_transpose" : "kspmv::sellp", transpose,
                     conjugate, stream, sp.num_rows, max_len,
                     SellpRowSlots<Sets, Lengths>{sp.slice_sets, sp.slice_lengths, sp.slice_size},
                     columns, Kokkos::View<const typename Sellp::scalar_type*, D>(sp.values),
                     alpha, x, beta, y);
}

template <class ExecSpace, class Sellp, class XView, class YView>
void sellp_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Sellp& sp,
                 std::int64_t max_len, typename YView::const_value_type alpha, const XView& x,
                 typename YView::const_value_type beta, const YView& y) {
  sellp_apply(exec, transpose, conjugate, sp, own_columns(sp), false, max_len, alpha, x, beta, y);
}

}  // namespace kspmv
