#pragma once
// ELL: every row stored with `width` slots, column-major with leading dimension
// `stride` (>= num_rows, rounded up so each column starts aligned): slot k of
// row r lives at k * stride + r, so a warp reading slot k of consecutive rows
// reads consecutive memory. Slots past a row's end hold column `padding` (-1)
// and value 0; kernels stop at the first padding slot ([TOPC20] Alg. 3).

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct EllMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;
  static constexpr Ordinal padding = Ordinal(-1);

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  Ordinal width = 0;   // slots per row = longest row
  Ordinal stride = 0;  // leading dimension of the column-major arrays
  Kokkos::View<Ordinal*, Device> col_idx;  // stride * width
  Kokkos::View<Scalar*, Device> values;    // stride * width

  std::size_t bytes() const {
    return col_idx.span() * sizeof(Ordinal) + values.span() * sizeof(Scalar);
  }
};

}  // namespace kspmv
