#pragma once
// Device pieces every kernel shares.

#include "core/compat.hpp"
#include "core/scalar_traits.hpp"
#include "spmv/vector_access.hpp"

namespace kspmv {

// y ← α·sum + β·y, where β = 0 ignores the old y (it may hold NaN).
template <class S>
KOKKOS_FORCEINLINE_FUNCTION void store_result(S& y, const S& alpha, const S& beta, const S& sum) {
  y = beta == S(0) ? S(alpha * sum) : S(beta * y + alpha * sum);
}

// Launch shape of a flattened (row, vector) range: index i -> row i % rows,
// vector i / rows; rank-1 skips the division.
template <class YView>
KOKKOS_FORCEINLINE_FUNCTION void split_index(std::int64_t i, std::int64_t rows, std::int64_t& r,
                                             std::int64_t& j) {
  if constexpr (YView::rank == 1) {
    (void)rows;
    r = i;
    j = 0;
  } else {
    r = i % rows;
    j = i / rows;
  }
}

}  // namespace kspmv
