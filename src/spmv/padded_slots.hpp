#pragma once
// The one kernel behind ELL and SELL-P: row r owns `len` slots at
// base + k·step (k = 0 .. len-1), padding slots (column -1) only at its end.
// A RowSlots policy says where: ELL has base r, step stride, len width; SELL-P
// has base slice_sets[s]·C + r mod C, step C, len slice_lengths[s]. One thread
// per row; consecutive rows read consecutive memory at each k (coalesced).
// Gather (op = A) stops at the row's padding block by block (padded_row_dot);
// scatter (op = Aᵀ) adds into y with atomics after y was scaled by β.

#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

struct RowSlots {
  std::int64_t base, step, len;
};

template <class Layout, class Cols, class Vals, class XView, class YView, bool Transpose>
struct PaddedSlotsKernel {
  using S = typename YView::non_const_value_type;
  using O = typename Cols::non_const_value_type;
  Layout layout;
  Cols cols;
  Vals vals;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, j;
    split_index<YView>(i, rows, r, j);
    const RowSlots row = layout(r);
    const std::int64_t base = row.base, step = row.step;
    if constexpr (!Transpose) {
      const S sum = padded_row_dot(cols, vals, x, j, row.len, conjugate,
                                   [base, step](std::int64_t k) { return base + k * step; },
                                   O(-1));
      store_result(at(y, r, j), alpha, beta, sum);
    } else {
      const S ax = alpha * at(x, r, j);
      for (std::int64_t k = 0; k < row.len; ++k) {
        const O c = cols(base + k * step);
        if (c == O(-1)) break;
        Kokkos::atomic_add(&at(y, c, j), S(conj_if(conjugate, S(vals(base + k * step))) * ax));
      }
    }
  }
};

template <class ExecSpace, class Layout, class Cols, class Vals, class XView, class YView>
void padded_slots_apply(const ExecSpace& exec, const char* name, bool transpose, bool conjugate,
                        std::int64_t rows, const Layout& layout, const Cols& cols,
                        const Vals& vals, typename YView::const_value_type alpha, const XView& x,
                        typename YView::const_value_type beta, const YView& y) {
  const std::int64_t work = rows * num_vectors(y);
  if (transpose) scale(exec, beta, y);
  if (work == 0) return;
  const Kokkos::RangePolicy<ExecSpace> policy(exec, 0, work);
  if (!transpose)
    Kokkos::parallel_for(name, policy,
                         PaddedSlotsKernel<Layout, Cols, Vals, XView, YView, false>{
                             layout, cols, vals, x, y, alpha, beta, rows, conjugate});
  else
    Kokkos::parallel_for(name, policy,
                         PaddedSlotsKernel<Layout, Cols, Vals, XView, YView, true>{
                             layout, cols, vals, x, y, alpha, beta, rows, conjugate});
}

}  // namespace kspmv
