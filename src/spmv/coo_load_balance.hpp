#pragma once
// Load-balanced COO ([TOPC20] §3.2, Alg. 1; the warp kernel is in
// spmv/arch/coo_warp.hpp) and its transpose: op = Aᵀ scatters every entry
// with an atomic ([HPEC16]). y is scaled by β first in both directions.

#include "formats/coo.hpp"
#include "spmv/arch/coo_warp.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

template <class Coo, class XView, class YView>
struct CooScatter {
  using S = typename YView::non_const_value_type;
  using D = typename Coo::device_type;
  using O = typename Coo::ordinal_type;
  Kokkos::View<const O*, D> rows;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const S*, D> vals;
  input_view_t<XView> x;
  YView y;
  S alpha;
  RowVectorGrid<YView> grid;  // over the entries
  bool conjugate;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t k, j;
    if (!grid.locate(i, k, j)) return;
    Kokkos::atomic_add(&at(y, cols(k), j),
                       S(alpha * conj_if(conjugate, vals(k)) * at(x, rows(k), j)));
  }
};

// Adds α·op(COO)·x into y (callers scale y by β first); the schedule
// (plans/chunk_schedules.hpp: chunks, carried partials, mode) serves op = A.
template <class ExecSpace, class Schedule, class Coo, class XView, class YView>
void coo_accumulate(const ExecSpace& exec, const Schedule& schedule, bool transpose,
                    bool conjugate, const Coo& coo, typename YView::const_value_type alpha,
                    const XView& x, const YView& y) {
  if (!transpose) {
    coo_warp_accumulate(exec, schedule.chunks, schedule.carries, schedule.deterministic,
                        conjugate, coo, alpha, x, y);
    return;
  }
  const std::int64_t nnz = coo.nnz();
  const auto grid = RowVectorGrid<YView>::of(nnz, num_vectors(y));
  const std::int64_t work = grid.size();
  if (work == 0) return;
  Kokkos::parallel_for("kspmv::coo_transpose",
                       light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, work)),
                       CooScatter<Coo, XView, YView>{coo.row_idx, coo.col_idx, coo.values, x, y,
                                                     alpha, grid, conjugate});
}

}  // namespace kspmv
