#pragma once
// ELL SpMV ([TOPC20] Alg. 3 with one thread per row): thread r walks slot
// k = 0, 1, ... of its row, reading element k·stride + r, so a warp's loads
// of one slot are contiguous; it stops at the first padding slot (checked per
// block of slots, see padded_row_dot). op = Aᵀ
// scatters with atomics. Used alone and as the regular part of HYB.

#include "formats/ell.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

template <class Ell, class XView, class YView>
struct EllGather {
  using S = typename YView::non_const_value_type;
  using O = typename Ell::ordinal_type;
  Kokkos::View<const O*, typename Ell::device_type> cols;
  Kokkos::View<const S*, typename Ell::device_type> vals;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows, stride, width;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, j;
    split_index<YView>(i, rows, r, j);
    const std::int64_t s = stride;
    const S sum = padded_row_dot(cols, vals, x, j, width, conjugate,
                                 [r, s](std::int64_t k) { return k * s + r; }, Ell::padding);
    store_result(at(y, r, j), alpha, beta, sum);
  }
};

template <class Ell, class XView, class YView>
struct EllScatter {
  using S = typename YView::non_const_value_type;
  using O = typename Ell::ordinal_type;
  Kokkos::View<const O*, typename Ell::device_type> cols;
  Kokkos::View<const S*, typename Ell::device_type> vals;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t rows, stride, width;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, j;
    split_index<YView>(i, rows, r, j);
    const S ax = alpha * at(x, r, j);
    for (std::int64_t k = 0; k < width; ++k) {
      const O c = cols(k * stride + r);
      if (c == Ell::padding) break;
      Kokkos::atomic_add(&at(y, c, j), S(conj_if(conjugate, vals(k * stride + r)) * ax));
    }
  }
};

template <class ExecSpace, class Ell, class XView, class YView>
void ell_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Ell& ell,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  const std::int64_t rows = ell.num_rows;
  const std::int64_t work = rows * num_vectors(y);
  if (!transpose) {
    if (work == 0) return;
    Kokkos::parallel_for("kspmv::ell", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
                         EllGather<Ell, XView, YView>{ell.col_idx, ell.values, x, y, alpha, beta,
                                                      rows, ell.stride, ell.width, conjugate});
  } else {
    scale(exec, beta, y);
    if (work == 0) return;
    Kokkos::parallel_for("kspmv::ell_transpose", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
                         EllScatter<Ell, XView, YView>{ell.col_idx, ell.values, x, y, alpha, rows,
                                                       ell.stride, ell.width, conjugate});
  }
}

}  // namespace kspmv
