#pragma once
// BSR ([KSPARSE] §2, Fig. 2): A as dense b×b blocks aligned to multiples of
// b. Block row I holds blocks block_row_map(I) .. block_row_map(I + 1) - 1,
// in ascending block column block_col_idx(k); block k's b² values lie
// together from values(k·b²), in the order `layout` names. One column index
// per block instead of one per entry (b = 4 in double: 8.25 bytes an entry
// against CSR's 12), and each block read as one contiguous piece.
//
// kspmv's own type, because Kokkos Kernels 3.4 has no BsrMatrix; where
// Kokkos Kernels has one, convert/bsr_kk.hpp converts both ways (its blocks
// are row-major).

#include <Kokkos_Core.hpp>
#include <cstddef>
#include <cstdint>

namespace kspmv {

// Order of the b² values of one block. Row-major is Kokkos Kernels' and
// cuSPARSE's default; column-major puts a block column's b entries side by
// side, so lanes that each own one row of the block read consecutive
// addresses (spmv/bsr.hpp).
enum class BlockLayout { row_major, column_major };

inline const char* block_layout_name(BlockLayout layout) {
  return layout == BlockLayout::row_major ? "row-major" : "column-major";
}

// Entry (i, j) of a block (row i, column j inside it) sits at
// i·row + j·col from the block's first value.
struct BlockStrides {
  std::int64_t row, col;
  // The strides of the same block read transposed: entry (i, j) of Bᵀ.
  BlockStrides transposed() const { return {col, row}; }
};

inline BlockStrides block_strides(BlockLayout layout, std::int64_t block_size) {
  return layout == BlockLayout::row_major ? BlockStrides{block_size, 1}
                                          : BlockStrides{1, block_size};
}

template <class Scalar, class Ordinal, class Offset, class Device>
struct BsrMatrix {
  using scalar_type = Scalar;
  using ordinal_type = Ordinal;
  using offset_type = Offset;
  using device_type = Device;

  Ordinal block_size = 1;  // b
  Ordinal num_block_rows = 0;  // A's rows / b
  Ordinal num_block_cols = 0;  // A's columns / b
  BlockLayout layout = BlockLayout::row_major;
  Kokkos::View<Offset*, Device> block_row_map;   // num_block_rows + 1
  Kokkos::View<Ordinal*, Device> block_col_idx;  // one per block, ascending in a block row
  Kokkos::View<Scalar*, Device> values;          // b² per block, block by block

  std::int64_t num_rows() const { return std::int64_t(num_block_rows) * block_size; }
  std::int64_t num_cols() const { return std::int64_t(num_block_cols) * block_size; }
  std::int64_t blocks() const { return std::int64_t(block_col_idx.extent(0)); }
  std::int64_t values_per_block() const { return std::int64_t(block_size) * block_size; }
  BlockStrides strides() const { return block_strides(layout, block_size); }
  std::size_t bytes() const {
    return block_row_map.span() * sizeof(Offset) + block_col_idx.span() * sizeof(Ordinal) +
           values.span() * sizeof(Scalar);
  }
};

// Aᵀ's block pattern over A's blocks: block column J of A is block row J of
// Aᵀ, holding A's blocks source_block(block_col_map(J) ..) in ascending
// block row block_row_idx(..). No values: op = Aᵀ reads A's blocks
// transposed (BlockStrides::transposed), so a transposed apply gathers
// without atomics for the price of an ordinal and an offset per block.
template <class Ordinal, class Offset, class Device>
struct BsrTransposedIndex {
  Kokkos::View<Offset*, Device> block_col_map;   // A's block columns + 1
  Kokkos::View<Ordinal*, Device> block_row_idx;  // A's block row of each block
  Kokkos::View<Offset*, Device> source_block;    // the block's index in A's BsrMatrix

  std::size_t bytes() const {
    return block_col_map.span() * sizeof(Offset) + block_row_idx.span() * sizeof(Ordinal) +
           source_block.span() * sizeof(Offset);
  }
};

}  // namespace kspmv
