#pragma once
// Where the BSR kernels that run over work items (K2, K3, row lanes:
// spmv/bsr_walkers.hpp) put a row's sum:
// into y with α and β, or into the balanced pieces' partial sums ŷ
// (spmv/bsr_pieces.hpp), which a second launch adds up by segment.

#include "spmv/kernel_common.hpp"

#include <cstdint>

namespace kspmv {

// y(r) = α·sum + β·y(r), NaN in y overwritten where β = 0.
template <class YView>
struct BsrStoreY {
  using value_type = typename YView::non_const_value_type;
  YView y;
  value_type alpha, beta;
  KOKKOS_INLINE_FUNCTION void operator()(std::int64_t r, const value_type& sum) const {
    store_result(at(y, r, 0), alpha, beta, sum);
  }
};

// ŷ(r) = sum: a balanced piece's raw sums, before the reduction by segment.
template <class Partial>
struct BsrStorePartial {
  using value_type = typename Partial::non_const_value_type;
  Partial partial;
  KOKKOS_INLINE_FUNCTION void operator()(std::int64_t r, const value_type& sum) const {
    partial(r, 0) = sum;
  }
};

}  // namespace kspmv
