#pragma once
// Kernels see x and y as (row, vector) grids whatever their rank and layout:
// at(v, i, j) is v(i) for rank-1 views and v(i, j) for rank-2 views.

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <type_traits>

namespace kspmv {

template <class V>
KOKKOS_FORCEINLINE_FUNCTION decltype(auto) at(const V& v, std::int64_t i, std::int64_t j) {
  if constexpr (V::rank == 1) {
    (void)j;
    return v(i);
  } else {
    return v(i, j);
  }
}

template <class V>
std::int64_t num_vectors(const V& v) {
  if constexpr (V::rank == 1) return 1;
  else return std::int64_t(v.extent(1));
}

// The view type kernels are instantiated for: rank-1 contiguous views as
// LayoutLeft, everything else as LayoutStride, so that LayoutLeft and
// LayoutRight multivectors share one instantiation of every kernel (half the
// device code to compile) at the cost of one multiply per access.
template <class V>
using kernel_view_t = Kokkos::View<
    typename V::data_type,
    std::conditional_t<V::rank == 1 && !std::is_same_v<typename V::array_layout, Kokkos::LayoutStride>,
                       Kokkos::LayoutLeft, Kokkos::LayoutStride>,
    typename V::device_type>;

// x as kernels read it: const, and through the read-only cache on GPUs.
template <class XView>
using input_view_t =
    Kokkos::View<typename XView::const_data_type, typename XView::array_layout,
                 typename XView::device_type, Kokkos::MemoryTraits<Kokkos::RandomAccess>>;

}  // namespace kspmv
