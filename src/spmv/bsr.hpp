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
// Rank 1 with small b also has a thread-per-row kernel (spmv/bsr_rows.hpp)
// and K1 of [KSPARSE] §5.2 (spmv/arch/bsr_small_blocks.hpp), K1 widened to
// b <= W (spmv/arch/bsr_row_lanes.hpp), with medium b
// K2 of §5.3 (spmv/bsr_medium_blocks.hpp), with large b K3 of §5.4
// (spmv/bsr_large_blocks.hpp), and block lanes for b <= 4
// (spmv/bsr_block_lanes.hpp): this kernel serves every other case.

#include "spmv/arch/bsr_small_blocks.hpp"
#include "spmv/bsr_block_lanes.hpp"
#include "spmv/bsr_op_blocks.hpp"
#include "spmv/bsr_rows.hpp"
#include "spmv/bsr_walkers.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

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

// y = α·op(A)·x + β·y with A in `bsr`; op = Aᵀ, Aᴴ read `transposed`. Rank-1
// x and y go to the kernel `launch` names.
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr, const Transposed& transposed,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y,
               const BsrLaunch& launch = {}) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  if (items == 0 || num_vectors(y) == 0) return;
  if constexpr (YView::rank == 1) {
    if (launch.kind == BsrKernelKind::row_per_thread) {
      bsr_rows_apply(exec, op, bsr, transposed, alpha, x, beta, y, launch);
      return;
    }
    if (launch.kind == BsrKernelKind::k1) {
      bsr_small_blocks_apply(exec, op, bsr, transposed, launch, alpha, x, beta, y);
      return;
    }
    if (launch.kind == BsrKernelKind::block_lanes) {
      bsr_block_lanes_apply(exec, op, bsr, transposed, alpha, x, beta, y, launch);
      return;
    }
    if (bsr_walk_items(exec, op, op_blocks<S>(op, bsr, transposed), items, launch, x,
                       BsrStoreY<YView>{y, alpha, beta}, false))
      return;
    // Row lanes where they cannot read op(A) themselves (bsr_row_lanes_read).
    if (launch.kind == BsrKernelKind::row_lanes) {
      bsr_rows_apply(exec, op, bsr, transposed, alpha, x, beta, y);
      return;
    }
  }
  Kokkos::parallel_for(
      op.transpose ? "kspmv::bsr_transpose" : "kspmv::bsr",
      vector_team_policy(exec, items, bsr_lanes<ExecSpace>(bsr.block_size)),
      BsrKernel<ExecSpace, Bsr, XView, YView>{op_blocks<S>(op, bsr, transposed), x, y, alpha, beta,
                                              items});
}

}  // namespace kspmv
