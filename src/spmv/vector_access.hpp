#pragma once
// Kernels see x and y as (row, vector) grids whatever their rank and layout:
// at(v, i, j) is v(i) for rank-1 views and v(i, j) for rank-2 views.

#include <Kokkos_Core.hpp>
#include <cstdint>

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

// x as kernels read it: const, and through the read-only cache on GPUs.
template <class XView>
using input_view_t =
    Kokkos::View<typename XView::const_data_type, typename XView::array_layout,
                 typename XView::device_type, Kokkos::MemoryTraits<Kokkos::RandomAccess>>;

}  // namespace kspmv
