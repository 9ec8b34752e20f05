#pragma once
// CSC: compressed columns, i.e. the CSR arrays of Aᵀ. Column j's entries are
// row_idx/values[col_ptr[j] .. col_ptr[j+1]), sorted by their position in A.
// `source` maps each CSC entry to its index in A's value array, so values can
// be refreshed without redoing the transpose.

#include <Kokkos_Core.hpp>
#include <cstdint>

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct CscMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;

  Ordinal num_rows = 0;
  Ordinal num_cols = 0;
  Kokkos::View<Offset*, Device> col_ptr;  // num_cols + 1
  Kokkos::View<Ordinal*, Device> row_idx;
  Kokkos::View<Scalar*, Device> values;
  Kokkos::View<Offset*, Device> source;

  Offset nnz() const { return Offset(values.extent(0)); }
  std::size_t bytes() const {
    return col_ptr.span() * sizeof(Offset) + row_idx.span() * sizeof(Ordinal) +
           values.span() * sizeof(Scalar) + source.span() * sizeof(Offset);
  }
};

}  // namespace kspmv
