#pragma once
// y = β·y over all of y, the first step of every kernel that accumulates with
// atomics (transposes, load-balanced chunks). β = 0 writes zeros, so NaN or
// Inf already in y does not survive (Kokkos Kernels' semantics).

#include "core/compat.hpp"
#include "spmv/vector_access.hpp"

namespace kspmv {

template <class YView>
struct ScaleFunctor {
  using S = typename YView::non_const_value_type;
  YView y;
  S beta;
  std::int64_t rows;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    const std::int64_t r = i % rows, j = i / rows;
    auto& v = at(y, r, j);
    v = beta == S(0) ? S(0) : S(beta * v);
  }
};

template <class ExecSpace, class YView>
void scale(const ExecSpace& exec, typename YView::const_value_type beta, const YView& y) {
  const std::int64_t rows = y.extent(0);
  const std::int64_t total = rows * num_vectors(y);
  if (total == 0) return;
  if (beta == typename YView::non_const_value_type(1)) return;
  Kokkos::parallel_for("kspmv::scale", Kokkos::RangePolicy<ExecSpace>(exec, 0, total),
                       ScaleFunctor<YView>{y, beta, rows});
}

}  // namespace kspmv
