#pragma once
// CSR <-> BSR, device-parallel. to_bsr refuses, naming the row at fault,
// unless A is exactly full b×b blocks (convert/block_pattern.hpp). Then the
// first row of each block row lists the block row's blocks: its distinct
// columns that are multiples of b, counted, scanned and written in order.
// Each row then adds its entries into its row of its blocks (one thread per
// row, so duplicates sum without atomics), finding each block by bisection
// in its block row. refill_values repeats only that last step.

#include "convert/block_pattern.hpp"
#include "formats/bsr.hpp"

#include <string>

namespace kspmv {

namespace detail {

// Zeroes the blocks, then adds every entry of A into its block.
template <class ExecSpace, class Matrix, class Bsr>
void fill_bsr(const ExecSpace& exec, const Matrix& A, const Bsr& bsr) {
  Kokkos::deep_copy(exec, bsr.values, typename Bsr::scalar_type(0));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto block_row_map = bsr.block_row_map;
  auto block_col_idx = bsr.block_col_idx;
  auto vals = bsr.values;
  const std::int64_t b = bsr.block_size, b2 = bsr.values_per_block();
  const BlockStrides s = bsr.strides();
  Kokkos::parallel_for(
      "kspmv::fill_bsr", Kokkos::RangePolicy<ExecSpace>(exec, 0, bsr.num_rows()),
      KOKKOS_LAMBDA(const std::int64_t r) {
        const std::int64_t I = r / b, i = r % b;
        const std::int64_t begin = block_row_map(I), end = block_row_map(I + 1);
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          const std::int64_t c = entries(k);
          const std::int64_t p = last_at_most(block_col_idx, begin, end, c / b);
          vals(p * b2 + i * s.row + (c % b) * s.col) += a_vals(k);
        }
      });
}

// Distinct columns of the ascending cols(begin .. end - 1) that are
// multiples of b: in a row that fits b×b blocks, the first column of each block.
template <class Cols, class F>
KOKKOS_INLINE_FUNCTION void for_each_block_start(const Cols& cols, std::int64_t begin,
                                                 std::int64_t end, std::int64_t b, const F& f) {
  for (std::int64_t k = begin; k < end; ++k) {
    const std::int64_t c = cols(k);
    if (c % b == 0 && (k == begin || std::int64_t(cols(k - 1)) != c)) f(c);
  }
}

}  // namespace detail

// A in b×b blocks, read through `pattern` (A's columns row by row ascending,
// from sorted_columns(exec, A)), so that a caller that detected b with it
// sorts an unsorted A once.
template <class ExecSpace, class Matrix>
format_for_t<BsrMatrix, Matrix> to_bsr(const ExecSpace& exec, const Matrix& A,
                                       const SortedColumns<Matrix>& pattern,
                                       std::int64_t block_size, BlockLayout layout,
                                       const ConversionLimits& limits = {}) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  require_blocks_fit(exec, pattern, block_size, "to_bsr");
  const std::int64_t b = block_size;
  format_for_t<BsrMatrix, Matrix> bsr;
  bsr.block_size = O(b);
  bsr.num_block_rows = O(A.numRows() / b);
  bsr.num_block_cols = O(A.numCols() / b);
  bsr.layout = layout;
  const std::int64_t block_rows = bsr.num_block_rows;
  ensure_fits<typename Device::memory_space>(
      "to_bsr", std::to_string(block_rows) + " block rows", std::size_t(block_rows + 1) * sizeof(Off),
      limits);
  bsr.block_row_map = Kokkos::View<Off*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::block_row_map"),
      std::size_t(block_rows + 1));
  auto row_map = pattern.row_map;
  auto cols = pattern.cols;
  const std::int64_t blocks = exclusive_scan(
      exec, block_rows,
      KOKKOS_LAMBDA(const std::int64_t I) {
        std::int64_t count = 0;
        detail::for_each_block_start(cols, row_map(I * b), row_map(I * b + 1), b,
                                     [&](std::int64_t) { ++count; });
        return count;
      },
      bsr.block_row_map);
  const std::int64_t b2 = b * b;
  ensure_fits<typename Device::memory_space>(
      "to_bsr", std::to_string(blocks) + " blocks of " + std::to_string(b) + "x" + std::to_string(b),
      std::size_t(blocks) * (sizeof(O) + std::size_t(b2) * sizeof(S)), limits);
  bsr.block_col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::block_col_idx"),
      std::size_t(blocks));
  bsr.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::values"),
      std::size_t(blocks * b2));
  auto block_row_map = bsr.block_row_map;
  auto block_col_idx = bsr.block_col_idx;
  Kokkos::parallel_for(
      "kspmv::bsr_block_cols", Kokkos::RangePolicy<ExecSpace>(exec, 0, block_rows),
      KOKKOS_LAMBDA(const std::int64_t I) {
        auto next = block_row_map(I);
        detail::for_each_block_start(cols, row_map(I * b), row_map(I * b + 1), b,
                                     [&](const std::int64_t c) { block_col_idx(next++) = O(c / b); });
      });
  detail::fill_bsr(exec, A, bsr);
  exec.fence();
  return bsr;
}

// A in b×b blocks (b ≥ 1); refuses, naming the first row at fault, unless
// A's pattern is exactly full b×b blocks aligned to multiples of b.
template <class ExecSpace, class Matrix>
format_for_t<BsrMatrix, Matrix> to_bsr(const ExecSpace& exec, const Matrix& A,
                                       std::int64_t block_size,
                                       BlockLayout layout = BlockLayout::row_major,
                                       const ConversionLimits& limits = {}) {
  require(block_size >= 1, "to_bsr: the block size must be at least 1; got ", block_size);
  return to_bsr(exec, A, sorted_columns(exec, A, limits), block_size, layout, limits);
}

// New values of A (same pattern) into the blocks.
template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const BsrMatrix<S, O, Off, D>& bsr) {
  detail::fill_bsr(exec, A, bsr);
}

// The most positions any of the `units` ranges ptr(U) .. ptr(U + 1) - 1
// holds: blocks in the longest block row of a block_row_map (0 without any).
template <class ExecSpace, class PtrView>
std::int64_t longest_range(const ExecSpace& exec, const PtrView& ptr, std::int64_t units) {
  std::int64_t longest = 0;
  Kokkos::parallel_reduce(
      "kspmv::longest_range", Kokkos::RangePolicy<ExecSpace>(exec, 0, units),
      KOKKOS_LAMBDA(const std::int64_t U, std::int64_t& m) {
        const std::int64_t n = std::int64_t(ptr(U + 1)) - std::int64_t(ptr(U));
        if (n > m) m = n;
      },
      Kokkos::Max<std::int64_t>(longest));
  return longest > 0 ? longest : 0;  // Max over no ranges leaves its identity
}

// Blocks in the longest block row (0 without block rows).
template <class ExecSpace, class S, class O, class Off, class D>
std::int64_t longest_block_row(const ExecSpace& exec, const BsrMatrix<S, O, Off, D>& bsr) {
  return longest_range(exec, bsr.block_row_map, bsr.num_block_rows);
}

// BSR back to CSR: every entry of every block, each row ascending by column.
template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_bsr(const ExecSpace& exec,
                                                     const BsrMatrix<S, O, Off, D>& bsr,
                                                     const ConversionLimits& limits = {}) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  const std::int64_t rows = bsr.num_rows(), b = bsr.block_size, b2 = bsr.values_per_block();
  const std::int64_t nnz = bsr.blocks() * b2;
  ensure_fits<typename D::memory_space>(
      "from_bsr", std::to_string(nnz) + " entries",
      std::size_t(rows + 1) * sizeof(Off) + std::size_t(nnz) * (sizeof(O) + sizeof(S)), limits);
  typename Crs::row_map_type::non_const_type row_map(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::from_bsr::row_map"),
      std::size_t(rows + 1));
  typename Crs::index_type entries(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::from_bsr::entries"), std::size_t(nnz));
  typename Crs::values_type values(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::from_bsr::values"), std::size_t(nnz));
  auto block_row_map = bsr.block_row_map;
  auto block_col_idx = bsr.block_col_idx;
  auto vals = bsr.values;
  const BlockStrides s = bsr.strides();
  Kokkos::parallel_for(
      "kspmv::from_bsr", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows + 1),
      KOKKOS_LAMBDA(const std::int64_t r) {
        if (r == rows) {
          row_map(r) = Off(nnz);
          return;
        }
        const std::int64_t I = r / b, i = r % b;
        const std::int64_t first = block_row_map(I), count = block_row_map(I + 1) - first;
        std::int64_t pos = first * b2 + i * count * b;  // rows above in this block row hold count·b each
        row_map(r) = Off(pos);
        for (std::int64_t p = first; p < first + count; ++p)
          for (std::int64_t l = 0; l < b; ++l, ++pos) {
            entries(pos) = O(std::int64_t(block_col_idx(p)) * b + l);
            values(pos) = vals(p * b2 + i * s.row + l * s.col);
          }
      });
  exec.fence();
  return Crs("kspmv::from_bsr", O(rows), O(bsr.num_cols()), Off(nnz), values, row_map, entries);
}

}  // namespace kspmv
