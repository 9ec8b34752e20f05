#pragma once
// The op of y = α·op(A)·x + β·y, from Kokkos Kernels' mode strings:
// "N" A, "T" Aᵀ, "C" conj(A), "H" Aᴴ. For real scalars C = N and H = T.

#include "core/errors.hpp"
#include "core/scalar_traits.hpp"

namespace kspmv {

struct Op {
  bool transpose = false;
  bool conjugate = false;
  // Not part of the mode: set by the handle where its transposed scatter
  // sums a tile's equal columns on chip first (TransposeVectors::presummed).
  // The load-balanced CSR scatter reads it; other plans ignore it.
  bool presum_scatter = false;
  // Whether kernels must conjugate A's values: only complex ones change.
  template <class Scalar>
  bool conjugates() const {
    return conjugate && is_complex_v<Scalar>;
  }
};

inline Op parse_mode(const char* mode) {
  require(mode != nullptr && mode[0] != '\0' && mode[1] == '\0', "spmv: mode must be one of ",
          "\"N\", \"T\", \"C\", \"H\"; got \"", mode ? mode : "(null)", "\"");
  switch (mode[0]) {
    case 'N': case 'n': return {false, false};
    case 'T': case 't': return {true, false};
    case 'C': case 'c': return {false, true};
    case 'H': case 'h': return {true, true};
    default: break;
  }
  fail("spmv: mode must be one of \"N\", \"T\", \"C\", \"H\"; got \"", mode, "\"");
}

}  // namespace kspmv
