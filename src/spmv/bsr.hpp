#pragma once
// BSR SpMV, the portable kernel: one work item per block row of op(A), its
// lanes over the b rows of the block row (one row per lane, strided when b
// exceeds the lanes); each lane walks the block row's blocks and adds its row
// of each block times the b entries of x under the block. No atomics in any
// mode: op = A gathers over A's block rows; op = Aᵀ gathers over A's block
// columns through the transposed block index (convert/bsr_transpose.hpp),
// reading each block transposed (the block strides swap). So every mode is
// deterministic, and one kernel serves N, T, C and H.
// Rank 2: the work item reads each block once for all vectors. Its lanes own
// their rows of y (no other work item writes them), so they scale those rows
// by β first and then add each block's products into every vector, instead
// of holding a sum per vector in registers.
// The warp-level kernels of [KSPARSE] §5 (K1, K2, K3 by block size) will live
// under spmv/arch/; this one is the fallback that is correct everywhere.

#include "formats/bsr.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/mode.hpp"
#include "spmv/scale.hpp"

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

template <class ExecSpace, class Bsr, class XView, class YView>
struct BsrKernel {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t items;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t w = team_work_item(team);
    if (w >= items) return;
    const std::int64_t first = blocks.block_ptr(w), last = blocks.block_ptr(w + 1),
                       row0 = w * blocks.b;
    Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, blocks.b), [&](const std::int64_t i) {
      if constexpr (YView::rank == 1) {
        S sum(0);
        for (std::int64_t t = first; t < last; ++t) sum += blocks.row_times_x(x, t, i, 0);
        store_result(at(y, row0 + i, 0), alpha, beta, sum);
      } else {
        const std::int64_t vectors = y.extent(1);
        for (std::int64_t j = 0; j < vectors; ++j) scale_entry(y(row0 + i, j), beta);
        for (std::int64_t t = first; t < last; ++t)
          for (std::int64_t j = 0; j < vectors; ++j)
            y(row0 + i, j) += alpha * blocks.row_times_x(x, t, i, j);
      }
    });
  }
};

// Lanes per work item: the power of two >= b, at most the warp (1 on host
// backends): lanes beyond b would idle.
template <class ExecSpace>
int bsr_lanes(std::int64_t block_size) {
  const int warp = compat::warp_width<ExecSpace>();
  int lanes = 1;
  while (lanes < block_size && lanes < warp) lanes *= 2;
  return lanes;
}

// y = α·op(A)·x + β·y with A in `bsr`; op = Aᵀ, Aᴴ read `transposed`.
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr, const Transposed& transposed,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  if (items == 0 || num_vectors(y) == 0) return;
  Kokkos::parallel_for(
      op.transpose ? "kspmv::bsr_transpose" : "kspmv::bsr",
      vector_team_policy(exec, items, bsr_lanes<ExecSpace>(bsr.block_size)),
      BsrKernel<ExecSpace, Bsr, XView, YView>{op_blocks<S>(op, bsr, transposed), x, y, alpha, beta,
                                              items});
}

}  // namespace kspmv
