#pragma once
// op(A)'s blocks as every BSR kernel reads them (spmv/bsr.hpp, the balanced
// pieces of spmv/bsr_pieces.hpp, K1 of spmv/arch/bsr_small_blocks.hpp): one
// list of blocks per work item, for op = A and, through the block-column
// index, for op = Aᵀ.

#include "formats/bsr.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/mode.hpp"

#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace kspmv {

// op(A)'s blocks as lists per work item: item w holds positions
// block_ptr(w) .. block_ptr(w + 1) - 1, each naming op(A)'s block column
// (block_idx) and, for op = Aᵀ, A's block it reads transposed (source). The
// work items are A's block rows, A's block columns (op = Aᵀ), or pieces of
// either (balanced BSR, spmv/bsr_pieces.hpp).
template <class Bsr>
struct BsrOpBlocks {
  using D = typename Bsr::device_type;
  using S = typename Bsr::scalar_type;
  Kokkos::View<const typename Bsr::offset_type*, D> block_ptr;
  Kokkos::View<const typename Bsr::ordinal_type*, D> block_idx;
  Kokkos::View<const typename Bsr::offset_type*, D> source;
  Kokkos::View<const S*, D> vals;
  std::int64_t b, values_per_block;
  BlockStrides op_strides;  // entry (i, l) of op(block): i·row + l·col
  bool transposed, conjugate;

  // Row i of op(A)'s block at position t times x's b entries under it, vector j.
  template <class X>
  KOKKOS_INLINE_FUNCTION S row_times_x(const X& x, std::int64_t t, std::int64_t i,
                                       std::int64_t j) const {
    const std::int64_t block = transposed ? std::int64_t(source(t)) : t;
    const std::int64_t first = block * values_per_block + i * op_strides.row;
    const std::int64_t col0 = std::int64_t(block_idx(t)) * b;
    S sum(0);
    for (std::int64_t l = 0; l < b; ++l)
      sum += conj_if(conjugate, S(vals(first + l * op_strides.col))) * at(x, col0 + l, j);
    return sum;
  }
};

// K1 (spmv/arch/bsr_small_blocks.hpp) is compiled for b = 2..this.
inline constexpr int bsr_compiled_max_block = 8;

namespace detail {
template <class F, int... Is>
bool call_for_block_size(std::int64_t b, const F& f, std::integer_sequence<int, Is...>) {
  return ((b == Is + 2 ? (f(std::integral_constant<int, Is + 2>{}), true) : false) || ...);
}
}  // namespace detail

// f(std::integral_constant<int, b>()) for b = 2..Max: one instantiation per
// b; `who` names the kernel in the error for other b.
template <int Max, class F>
void with_compiled_block_size(std::int64_t b, const char* who, const F& f) {
  if (!detail::call_for_block_size(b, f, std::make_integer_sequence<int, Max - 1>{}))
    throw std::logic_error(std::string("kspmv: ") + who + " serves b = 2.." + std::to_string(Max) +
                           ", not " + std::to_string(b));
}

// K2 and K3 hold at most this many entries of a block row per thread (and
// as many x entries, for each of their blocks or working sets in flight).
inline constexpr int bsr_max_elements_per_thread = 8;

// f(std::integral_constant<int, E>()) with E the least of 2, 4 and
// bsr_max_elements_per_thread that holds `ept` entries: K2 and K3 compile
// their registers for E and load `ept` of them; `who` names the kernel in
// the error for a larger ept (the plans refuse it first).
template <class F>
void with_elements_per_thread(int ept, const char* who, const F& f) {
  if (ept <= 2)
    f(std::integral_constant<int, 2>{});
  else if (ept <= 4)
    f(std::integral_constant<int, 4>{});
  else if (ept <= bsr_max_elements_per_thread)
    f(std::integral_constant<int, bsr_max_elements_per_thread>{});
  else
    throw std::logic_error(std::string("kspmv: ") + who + " holds at most " +
                           std::to_string(bsr_max_elements_per_thread) +
                           " entries per thread; asked for " + std::to_string(ept));
}

// op(A)'s blocks listed by op(A)'s block rows.
template <class S, class Bsr, class Transposed>
BsrOpBlocks<Bsr> op_blocks(const Op& op, const Bsr& bsr, const Transposed& transposed) {
  const BlockStrides strides = bsr.strides();
  return {op.transpose ? transposed.block_col_map : bsr.block_row_map,
          op.transpose ? transposed.block_row_idx : bsr.block_col_idx,
          transposed.source_block,
          bsr.values,
          std::int64_t(bsr.block_size),
          bsr.values_per_block(),
          op.transpose ? strides.transposed() : strides,
          op.transpose,
          op.conjugates<S>()};
}

}  // namespace kspmv
