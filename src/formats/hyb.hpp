#pragma once
// HYB ([TOPC20] §4, [ISC20] §3.4): the first `ell.width` entries of every row
// in ELL, the rest in COO. The split threshold comes from a HybridStrategy.

#include "formats/coo.hpp"
#include "formats/ell.hpp"

namespace kspmv {

template <class Scalar, class Ordinal, class Offset, class Device>
struct HybMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;

  EllMatrix<Scalar, Ordinal, Offset, Device> ell;
  CooMatrix<Scalar, Ordinal, Offset, Device> coo;

  Ordinal num_rows() const { return ell.num_rows; }
  Ordinal num_cols() const { return ell.num_cols; }
  std::size_t bytes() const { return ell.bytes() + coo.bytes(); }
};

}  // namespace kspmv
