#pragma once
// Balanced BSR apply ([KSPARSE] §5.5): the portable BSR kernel run over
// pieces of at most ρ blocks (formats/bsr_pieces.hpp) instead of whole block
// rows, so that a block row of 46k blocks is spread over thousands of work
// items instead of one. Two launches per batch of vectors:
//   1. each piece writes its raw sums (no α, no β) to its b rows of ŷ;
//   2. each row of y adds its block row's pieces in order and stores
//      α·sum + β·y ([KSPARSE]'s reduction kernel, with the α/β update folded in).
// ŷ holds `batch` vectors (allocated at setup); wider multivectors run in
// batches of that many columns. Rank-1 applies whose launch names K2, K3 or
// row lanes run the pieces through that kernel (spmv/bsr_walkers.hpp) instead
// of the portable one.

#include "formats/bsr_pieces.hpp"
#include "spmv/bsr.hpp"

namespace kspmv {

// ŷ(w·b + i, j) = row i of piece w of op(A) times x's vector x_col0 + j.
template <class ExecSpace, class Bsr, class XView, class Partial>
struct BsrPieceKernel {
  using S = typename Partial::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  BsrOpBlocks<Bsr> blocks;  // block_ptr: the pieces' piece_ptr
  input_view_t<XView> x;
  Partial partial;
  std::int64_t items, x_col0, vectors;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t w = team_work_item(team);
    if (w >= items) return;
    const std::int64_t first = blocks.block_ptr(w), last = blocks.block_ptr(w + 1),
                       row = w * blocks.b;
    Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, blocks.b), [&](const std::int64_t i) {
      if (vectors == 1) {
        S sum(0);
        for (std::int64_t t = first; t < last; ++t) sum += blocks.row_times_x(x, t, i, x_col0);
        partial(row + i, 0) = sum;
        return;
      }
      for (std::int64_t j = 0; j < vectors; ++j) partial(row + i, j) = S(0);
      for (std::int64_t t = first; t < last; ++t)
        for (std::int64_t j = 0; j < vectors; ++j)
          partial(row + i, j) += blocks.row_times_x(x, t, i, x_col0 + j);
    });
  }
};

// y(r, x_col0 + j) = α·Σ ŷ(pieces of r's block row, j) + β·y(r, x_col0 + j).
template <class Pieces, class Partial, class YView>
struct BsrPieceSum {
  using S = typename YView::non_const_value_type;
  Kokkos::View<const typename Pieces::offset_type*, typename Pieces::device_type> segment_ptr;
  Partial partial;
  YView y;
  S alpha, beta;
  std::int64_t b, x_col0;
  RowVectorGrid<YView> grid;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t k) const {
    std::int64_t r, j;
    if (!grid.locate(k, r, j)) return;
    const std::int64_t U = r / b, i = r % b;
    S sum(0);
    for (std::int64_t p = segment_ptr(U); p < segment_ptr(U + 1); ++p) sum += partial(p * b + i, j);
    store_result(at(y, r, x_col0 + j), alpha, beta, sum);
  }
};

// ŷ for `pieces`: b rows per piece, `batch` vectors, in LayoutLeft so that a
// piece's lanes write consecutive addresses.
template <class S, class Pieces>
Kokkos::View<S**, Kokkos::LayoutLeft, typename Pieces::device_type> allocate_piece_sums(
    const Pieces& pieces, std::int64_t b, std::int64_t batch, const ConversionLimits& limits) {
  using D = typename Pieces::device_type;
  const std::size_t bytes = std::size_t(pieces.pieces * b * batch) * sizeof(S);
  ensure_fits<typename D::memory_space>(
      "balanced bsr", std::to_string(pieces.pieces) + " pieces x " + std::to_string(b) + " rows x " +
                          std::to_string(batch) + " vectors of partial sums",
      bytes, limits);
  return Kokkos::View<S**, Kokkos::LayoutLeft, D>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::bsr_pieces::partial"),
      std::size_t(pieces.pieces * b), std::size_t(batch));
}

// y = α·op(A)·x + β·y over `pieces` of op(A)'s block rows (A's block rows for
// op = A, its block columns for op = Aᵀ), with ŷ in `partial`.
template <class ExecSpace, class Bsr, class Transposed, class Pieces, class Partial, class XView,
          class YView>
void bsr_pieces_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr,
                      const Transposed& transposed, const Pieces& pieces, const Partial& partial,
                      typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y,
                      const BsrLaunch& launch = {}) {
  using S = typename YView::non_const_value_type;
  const std::int64_t rows = y.extent(0), vectors = num_vectors(y), b = bsr.block_size;
  if (rows == 0 || vectors == 0) return;
  auto blocks = op_blocks<S>(op, bsr, transposed);
  blocks.block_ptr = pieces.piece_ptr;
  const std::int64_t batch = partial.extent(1);
  for (std::int64_t j0 = 0; j0 < vectors; j0 += batch) {
    const std::int64_t width = vectors - j0 < batch ? vectors - j0 : batch;
    // K2, K3 and row lanes walk the pieces as they walk block rows
    // (spmv/bsr_walkers.hpp); the other kernels' pieces go to the portable one.
    bool walked = pieces.pieces == 0;
    if constexpr (YView::rank == 1)
      walked = walked || bsr_walk_items(exec, op, blocks, pieces.pieces, launch, x,
                                        BsrStorePartial<Partial>{partial}, true);
    if (!walked) {
      Kokkos::parallel_for(
          op.transpose ? "kspmv::bsr_pieces_transpose" : "kspmv::bsr_pieces",
          vector_team_policy(exec, pieces.pieces, bsr_lanes<ExecSpace>(b)),
          BsrPieceKernel<ExecSpace, Bsr, XView, Partial>{blocks, x, partial, pieces.pieces, j0,
                                                         width});
    }
    const auto grid = RowVectorGrid<YView>::of(rows, width);
    Kokkos::parallel_for(
        "kspmv::bsr_pieces_sum", light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, grid.size())),
        BsrPieceSum<Pieces, Partial, YView>{pieces.segment_ptr, partial, y, alpha, beta, b, j0, grid});
  }
}

}  // namespace kspmv
