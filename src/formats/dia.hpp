#pragma once
// DIA: A stored by diagonals. Diagonal d holds the entries with
// column - row = offsets(d) (ascending); its value for row r lives at
// d * stride + r (column-major, stride >= num_rows rounded up for aligned
// columns), so a warp reading diagonal d of consecutive rows reads consecutive
// memory, and no column index is stored: 8 bytes per slot in double instead
// of ELL's 12. Slots whose column falls outside A, or that A does not have,
// hold 0 (the padding, counted in padded_slots()). Replicated banded
// matrices pad in long runs at the ends of the offsets (offset d of a block
// of b rows: d rows), which the live ranges let a kernel skip without reading
// them: diagonals live(2t) <= d < live(2t + 1) hold all of A's entries in
// the rows (live_rows) or columns (live_cols) t * dia_live_tile, ... of
// tile t. Built from A's pattern, so update_values keeps them; left empty
// where they skip too little to pay (to_dia).

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct DiaMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  Ordinal stride = 0;                             // leading dimension of `values`
  std::int64_t nnz = 0;                           // A's stored entries (duplicates summed)
  Kokkos::View<std::int64_t*, Device> offsets;    // column - row of each diagonal, ascending
  Kokkos::View<Scalar*, Device> values;           // stride * diagonals
  Kokkos::View<std::int32_t*, Device> live_rows;  // 2 per row tile, or empty
  Kokkos::View<std::int32_t*, Device> live_cols;  // 2 per column tile, or empty

  std::int64_t diagonals() const { return std::int64_t(offsets.extent(0)); }
  std::int64_t padded_slots() const { return std::int64_t(num_rows) * diagonals(); }
  std::size_t bytes() const {
    return offsets.span() * sizeof(std::int64_t) + values.span() * sizeof(Scalar) +
           (live_rows.span() + live_cols.span()) * sizeof(std::int32_t);
  }
};

}  // namespace kspmv
