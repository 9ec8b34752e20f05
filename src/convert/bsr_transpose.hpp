#pragma once
// Aᵀ's block pattern over A's BSR blocks (formats/bsr.hpp,
// BsrTransposedIndex), device-parallel, as convert/transpose.hpp builds a
// CSC: count blocks per block column, scan, scatter block indices with atomic
// cursors, then sort each block column so it lists A's blocks in A's order
// (ascending block row): a transposed apply then adds in the same order on
// every run. Indices only: op = Aᵀ reads A's own values.

#include "convert/common.hpp"
#include "convert/segment_sort.hpp"
#include "formats/bsr.hpp"

#include <string>

namespace kspmv {

template <class ExecSpace, class S, class O, class Off, class D>
BsrTransposedIndex<O, Off, D> bsr_transposed_index(const ExecSpace& exec,
                                                   const BsrMatrix<S, O, Off, D>& bsr,
                                                   const ConversionLimits& limits = {}) {
  const std::int64_t blocks = bsr.blocks(), block_rows = bsr.num_block_rows,
                     block_cols = bsr.num_block_cols;
  ensure_fits<typename D::memory_space>(
      "bsr_transposed_index", std::to_string(blocks) + " blocks in " +
                                  std::to_string(block_cols) + " block columns",
      std::size_t(block_cols + 1) * 2 * sizeof(Off) + std::size_t(blocks) * (sizeof(O) + sizeof(Off)),
      limits);
  BsrTransposedIndex<O, Off, D> t;
  t.block_col_map = Kokkos::View<Off*, D>("kspmv::bsr::block_col_map", std::size_t(block_cols + 1));
  t.block_row_idx = Kokkos::View<O*, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::block_row_idx"),
      std::size_t(blocks));
  t.source_block = Kokkos::View<Off*, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::source_block"),
      std::size_t(blocks));
  auto col_map = t.block_col_map;
  auto row_idx = t.block_row_idx;
  auto source = t.source_block;
  auto block_row_map = bsr.block_row_map;
  auto block_col_idx = bsr.block_col_idx;
  Kokkos::parallel_for(
      "kspmv::bsr_count_block_cols", Kokkos::RangePolicy<ExecSpace>(exec, 0, blocks),
      KOKKOS_LAMBDA(const std::int64_t k) {
        Kokkos::atomic_add(&col_map(block_col_idx(k) + 1), Off(1));
      });
  Kokkos::parallel_scan(
      "kspmv::bsr_scan_block_cols", Kokkos::RangePolicy<ExecSpace>(exec, 0, block_cols + 1),
      KOKKOS_LAMBDA(const std::int64_t J, Off& partial, const bool final) {
        partial += col_map(J);
        if (final) col_map(J) = partial;
      });
  Kokkos::View<Off*, D> cursor(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::cursor"),
      std::size_t(block_cols + 1));
  Kokkos::deep_copy(exec, cursor, col_map);
  Kokkos::parallel_for(
      "kspmv::bsr_scatter_blocks", Kokkos::RangePolicy<ExecSpace>(exec, 0, blocks),
      KOKKOS_LAMBDA(const std::int64_t k) {
        source(Kokkos::atomic_fetch_add(&cursor(block_col_idx(k)), Off(1))) = Off(k);
      });
  sort_segments(exec, col_map, block_cols, source);
  Kokkos::parallel_for(
      "kspmv::bsr_block_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, blocks),
      KOKKOS_LAMBDA(const std::int64_t pos) {
        row_idx(pos) = O(row_of_entry(block_row_map, block_rows, source(pos)));
      });
  exec.fence();
  return t;
}

}  // namespace kspmv
