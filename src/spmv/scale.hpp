#pragma once
// y = β·y over all of y, the first step of every kernel that accumulates with
// atomics (transposes, load-balanced chunks). β = 0 writes zeros, so NaN or
// Inf already in y does not survive (Kokkos Kernels' semantics).

#include "core/compat.hpp"
#include "core/tuning.hpp"
#include "spmv/arch/direct_launch.hpp"
#include "spmv/vector_access.hpp"

#include <type_traits>

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

// Zeros into y's `span` contiguous entries from `data`, its first `head`
// entries last (TuningTable::scale_head_bytes): two fills where 0 < head <
// span, else one. On the device each fill is a memset on exec's stream.
template <class ExecSpace, class S, class Device>
void fill_zeros_head_last(const ExecSpace& exec, S* data, std::size_t span, std::size_t head) {
  using Span = Kokkos::View<S*, Kokkos::LayoutLeft, Device, Kokkos::MemoryUnmanaged>;
  if (head > 0 && head < span) {
    Kokkos::deep_copy(exec, Span(data + head, span - head), S(0));
    Kokkos::deep_copy(exec, Span(data, head), S(0));
    return;
  }
  Kokkos::deep_copy(exec, Span(data, span), S(0));
}

// head_last: the caller's scatter adds into y in A's row order, starting at
// y's head, so β = 0 fills a rank-1 y's head last (TuningTable::
// scale_head_bytes). Elsewhere one fill: a second memset cost 0.6-0.8% of
// the apply on the permuted files' scatters, which gain nothing from the
// order, and a rank-2 scatter starts at every vector's head at once
// (unmeasured; run 108).
template <class ExecSpace, class YView>
void scale(const ExecSpace& exec, typename YView::const_value_type beta, const YView& y,
           bool head_last = false) {
  using S = typename YView::non_const_value_type;
  const auto grid = RowVectorGrid<YView>::of(std::int64_t(y.extent(0)), num_vectors(y));
  const std::int64_t total = grid.size();
  if (total == 0) return;
  if (beta == S(1)) return;
  // β = 0 on a contiguous y in the device's own memory: Kokkos' fill of y's
  // span, which is a memset on the instance's stream there (Kokkos 4), not a
  // kernel (ncu, run 39, H100: the kernel wrote Chem97Zt ×387's 96 MB y in
  // 59 us, 1.6 TB/s). A rank-1 view of the span, because Kokkos 3.4 cannot
  // fill a LayoutStride view on an execution space instance. Its head last
  // where asked and the table says (TuningTable::scale_head_bytes).
  if (std::is_same_v<typename YView::memory_space, typename ExecSpace::memory_space> &&
      beta == S(0) && y.span_is_contiguous()) {
    const std::size_t head =
        head_last && YView::rank == 1
            ? tuning_for(compat::architecture_of<ExecSpace>()).scale_head_bytes / sizeof(S)
            : 0;
    fill_zeros_head_last<ExecSpace, S, typename YView::device_type>(exec, y.data(), y.span(),
                                                                    head);
    return;
  }
  launch_range("kspmv::scale", exec, total, ScaleFunctor<YView>{y, beta, grid});
}

}  // namespace kspmv
