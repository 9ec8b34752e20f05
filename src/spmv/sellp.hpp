#pragma once
// SELL-P SpMV ([TOPC20] Alg. 5): one thread per row walks its slice's slots
// (stride = slice size, so a warp's loads are contiguous) and stops at the
// first padding slot. op = Aᵀ scatters with atomics.

#include "formats/sellp.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

template <class Sellp, class XView, class YView, bool Transpose>
struct SellpKernel {
  using S = typename YView::non_const_value_type;
  using O = typename Sellp::ordinal_type;
  using Off = typename Sellp::offset_type;
  using D = typename Sellp::device_type;
  Kokkos::View<const Off*, D> sets;
  Kokkos::View<const O*, D> lengths;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const S*, D> vals;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows, slice;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, j;
    split_index<YView>(i, rows, r, j);
    const std::int64_t s = r / slice;
    const std::int64_t base = std::int64_t(sets(s)) * slice + (r - s * slice);
    const std::int64_t len = lengths(s);
    if constexpr (!Transpose) {
      const std::int64_t step = slice;
      const S sum = padded_row_dot(cols, vals, x, j, len, conjugate,
                                   [base, step](std::int64_t k) { return base + k * step; },
                                   Sellp::padding);
      store_result(at(y, r, j), alpha, beta, sum);
    } else {
      const S ax = alpha * at(x, r, j);
      for (std::int64_t k = 0; k < len; ++k) {
        const O c = cols(base + k * slice);
        if (c == Sellp::padding) break;
        Kokkos::atomic_add(&at(y, c, j), S(conj_if(conjugate, vals(base + k * slice)) * ax));
      }
    }
  }
};

template <class ExecSpace, class Sellp, class XView, class YView>
void sellp_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Sellp& sp,
                 typename YView::const_value_type alpha, const XView& x,
                 typename YView::const_value_type beta, const YView& y) {
  const std::int64_t rows = sp.num_rows;
  const std::int64_t work = rows * num_vectors(y);
  if (transpose) scale(exec, beta, y);
  if (work == 0) return;
  if (!transpose) {
    Kokkos::parallel_for("kspmv::sellp", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
                         SellpKernel<Sellp, XView, YView, false>{
                             sp.slice_sets, sp.slice_lengths, sp.col_idx, sp.values, x, y, alpha,
                             beta, rows, sp.slice_size, conjugate});
  } else {
    Kokkos::parallel_for("kspmv::sellp_transpose", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
                         SellpKernel<Sellp, XView, YView, true>{
                             sp.slice_sets, sp.slice_lengths, sp.col_idx, sp.values, x, y, alpha,
                             beta, rows, sp.slice_size, conjugate});
  }
}

}  // namespace kspmv
