#pragma once
// Balanced BSR ([KSPARSE] §5.5, Fig. 8): block rows longer than ρ blocks cut
// into pieces of at most ρ consecutive blocks, each piece an independent
// work item. Neither the blocks nor their column indices move: a piece is a
// range of positions in the block list, so one BsrPieces serves A's block
// rows (over BsrMatrix::block_row_map) or Aᵀ's (over
// BsrTransposedIndex::block_col_map) alike. Each piece writes its b partial
// sums to its own rows of ŷ, and a reduction adds the pieces of every block
// row into y (spmv/bsr_pieces.hpp): no atomics, the same sum order on every run.

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <cstdint>

namespace kspmv {

template <class Offset, class Device>
struct BsrPieces {
  using offset_type = Offset;
  using device_type = Device;
  std::int64_t piece_blocks = 0;  // ρ: blocks per piece, at most
  std::int64_t pieces = 0;
  std::int64_t units = 0;  // block rows (or block columns) cut
  // Piece p covers positions piece_ptr(p) .. piece_ptr(p + 1) - 1 of the
  // block list it was cut from.
  Kokkos::View<Offset*, Device> piece_ptr;  // pieces + 1
  // Block row U's pieces are segment_ptr(U) .. segment_ptr(U + 1) - 1, in
  // block order ([KSPARSE]'s segPtr); an empty block row has none.
  Kokkos::View<Offset*, Device> segment_ptr;  // units + 1

  std::size_t bytes() const {
    return piece_ptr.span() * sizeof(Offset) + segment_ptr.span() * sizeof(Offset);
  }
};

}  // namespace kspmv
