#pragma once
// kspmv's BsrMatrix and Kokkos Kernels' KokkosSparse::Experimental::BsrMatrix,
// where Kokkos Kernels has one (>= 4: KSPMV_HAS_KK_BSR; this file is empty
// with 3.4). Kokkos Kernels keeps its blocks row-major and its block row map
// in a const view, so:
//  - as_kk_bsr: a row-major kspmv BSR seen as a Kokkos Kernels BsrMatrix
//    that shares its three arrays (no copy); a column-major one gets values
//    of its own, each block transposed.
//  - from_kk_bsr: a kspmv BSR in the layout asked for, with arrays of its
//    own, so that refill_values writes kspmv's copy, never the caller's.

#include "core/compat.hpp"

#if KSPMV_HAS_KK_BSR
#include "convert/common.hpp"
#include "formats/bsr.hpp"

#include <KokkosSparse_BsrMatrix.hpp>

namespace kspmv {

template <class S, class O, class Off, class D>
using kk_bsr_t = KokkosSparse::Experimental::BsrMatrix<S, O, D, void, Off>;

namespace detail {
// dst's block k = src's block k transposed (row-major <-> column-major).
template <class ExecSpace, class Src, class Dst>
void transpose_blocks(const ExecSpace& exec, const Src& src, const Dst& dst,
                      std::int64_t block_size) {
  const std::int64_t b = block_size, b2 = b * b;
  Kokkos::parallel_for(
      "kspmv::transpose_blocks", Kokkos::RangePolicy<ExecSpace>(exec, 0, std::int64_t(src.extent(0))),
      KOKKOS_LAMBDA(const std::int64_t e) {
        const std::int64_t k = e / b2, i = (e % b2) / b, j = e % b;
        dst(k * b2 + j * b + i) = src(e);
      });
}
}  // namespace detail

template <class ExecSpace, class S, class O, class Off, class D>
kk_bsr_t<S, O, Off, D> as_kk_bsr(const ExecSpace& exec, const BsrMatrix<S, O, Off, D>& bsr) {
  using Kk = kk_bsr_t<S, O, Off, D>;
  typename Kk::values_type values(bsr.values);
  if (bsr.layout == BlockLayout::column_major) {
    values = typename Kk::values_type(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::as_kk_bsr::values"),
        bsr.values.extent(0));
    detail::transpose_blocks(exec, bsr.values, values, bsr.block_size);
    exec.fence();
  }
  const typename Kk::row_map_type row_map(bsr.block_row_map);
  const typename Kk::index_type block_cols(bsr.block_col_idx);
  return Kk("kspmv::bsr", bsr.num_block_rows, bsr.num_block_cols, Off(values.extent(0)), values,
            row_map, block_cols, bsr.block_size);
}

// Refuses a BsrMatrix whose block rows list a block column out of order or
// twice: kspmv's BSR keeps them ascending (refill_values finds blocks by
// bisection).
template <class ExecSpace, class KkBsr>
BsrMatrix<typename KkBsr::non_const_value_type, typename KkBsr::non_const_ordinal_type,
          typename KkBsr::non_const_size_type, typename KkBsr::device_type>
from_kk_bsr(const ExecSpace& exec, const KkBsr& kk, BlockLayout layout = BlockLayout::row_major) {
  using S = typename KkBsr::non_const_value_type;
  using O = typename KkBsr::non_const_ordinal_type;
  using Off = typename KkBsr::non_const_size_type;
  using D = typename KkBsr::device_type;
  BsrMatrix<S, O, Off, D> bsr;
  bsr.block_size = kk.blockDim();
  bsr.num_block_rows = kk.numRows();
  bsr.num_block_cols = kk.numCols();
  bsr.layout = layout;
  const std::int64_t block_rows = bsr.num_block_rows, blocks = kk.nnz();
  require(std::int64_t(kk.values.extent(0)) == blocks * bsr.values_per_block(),
          "from_kk_bsr: ", kk.values.extent(0), " values for ", blocks, " blocks of ",
          bsr.block_size, "x", bsr.block_size);
  bsr.block_row_map = Kokkos::View<Off*, D>("kspmv::bsr::block_row_map", std::size_t(block_rows + 1));
  if (kk.graph.row_map.extent(0) > 0) Kokkos::deep_copy(exec, bsr.block_row_map, kk.graph.row_map);
  bsr.block_col_idx = Kokkos::View<O*, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::block_col_idx"), std::size_t(blocks));
  Kokkos::deep_copy(exec, bsr.block_col_idx, kk.graph.entries);
  bsr.values = Kokkos::View<S*, D>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr::values"),
                                   kk.values.extent(0));
  if (layout == BlockLayout::row_major) Kokkos::deep_copy(exec, bsr.values, kk.values);
  else detail::transpose_blocks(exec, kk.values, bsr.values, bsr.block_size);
  auto block_row_map = bsr.block_row_map;
  auto block_col_idx = bsr.block_col_idx;
  std::int64_t unordered = 0;
  Kokkos::parallel_reduce(
      "kspmv::from_kk_bsr_check", Kokkos::RangePolicy<ExecSpace>(exec, 0, block_rows),
      KOKKOS_LAMBDA(const std::int64_t I, std::int64_t& count) {
        for (auto k = block_row_map(I) + 1; k < block_row_map(I + 1); ++k)
          if (!(block_col_idx(k - 1) < block_col_idx(k))) {
            ++count;
            break;
          }
      },
      unordered);
  require(unordered == 0, "from_kk_bsr: ", unordered,
          " block rows list their block columns out of order or twice; kspmv's BSR keeps each "
          "block row's block columns ascending");
  return bsr;
}

}  // namespace kspmv
#endif  // KSPMV_HAS_KK_BSR
