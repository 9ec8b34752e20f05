#pragma once
// SELL-P ([TOPC20] §3.5): rows grouped in slices of `slice_size`; each slice is
// a small column-major ELL block whose width is the longest row of the slice,
// rounded up to a multiple of `stride_factor`. Slot k of row r (slice
// s = r / slice_size) lives at (slice_sets[s] + k) * slice_size + r % slice_size.
// Padding slots hold column -1 and value 0, as in ELL.

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct SellpMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;
  static constexpr Ordinal padding = Ordinal(-1);

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  int slice_size = 64;
  int stride_factor = 1;
  Kokkos::View<Offset*, Device> slice_sets;     // num_slices + 1, in slots
  Kokkos::View<Ordinal*, Device> slice_lengths;  // num_slices
  Kokkos::View<Ordinal*, Device> col_idx;        // slice_sets[last] * slice_size
  Kokkos::View<Scalar*, Device> values;

  Ordinal num_slices() const { return Ordinal(slice_lengths.extent(0)); }
  std::size_t bytes() const {
    return slice_sets.span() * sizeof(Offset) + slice_lengths.span() * sizeof(Ordinal) +
           col_idx.span() * sizeof(Ordinal) + values.span() * sizeof(Scalar);
  }
};

}  // namespace kspmv
