#pragma once
// y = β·y over all of y, the first step of every kernel that accumulates with
// atomics (transposes, load-balanced chunks). β = 0 writes zeros, so NaN or
// Inf already in y does not survive (Kokkos Kernels' semantics).

#include "core/compat.hpp"
#include "spmv/launch.hpp"
#include "spmv/vector_access.hpp"

namespace kspmv {

// y_i ← β·y_i, where β = 0 writes zero whatever y_i held (NaN, Inf).
template <class S>
KOKKOS_FORCEINLINE_FUNCTION void scale_entry(S& v, const S& beta) {
  v = beta == S(0) ? S(0) : S(beta * v);
}

template <class YView>
struct ScaleFunctor {
  using S = typename YView::non_const_value_type;
  YView y;
  S beta;
  RowVectorGrid<YView> grid;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, j;
    if (grid.locate(i, r, j)) scale_entry(at(y, r, j), beta);
  }
};

template <class ExecSpace, class YView>
void scale(const ExecSpace& exec, typename YView::const_value_type beta, const YView& y) {
  const auto grid = RowVectorGrid<YView>::of(std::int64_t(y.extent(0)), num_vectors(y));
  const std::int64_t total = grid.size();
  if (total == 0) return;
  if (beta == typename YView::non_const_value_type(1)) return;
  Kokkos::parallel_for("kspmv::scale", light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, total)),
                       ScaleFunctor<YView>{y, beta, grid});
}

}  // namespace kspmv
