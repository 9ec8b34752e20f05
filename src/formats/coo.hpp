#pragma once
// COO: one (row, column, value) triple per stored entry, sorted by row (entries
// of a row keep their CSR order). Used by the load-balanced COO kernel and as
// the irregular part of HYB.

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct CooMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  Kokkos::View<Ordinal*, Device> row_idx;
  Kokkos::View<Ordinal*, Device> col_idx;
  Kokkos::View<Scalar*, Device> values;

  Offset nnz() const { return Offset(values.extent(0)); }
  std::size_t bytes() const {
    return row_idx.span() * sizeof(Ordinal) + col_idx.span() * sizeof(Ordinal) +
           values.span() * sizeof(Scalar);
  }
};

}  // namespace kspmv
