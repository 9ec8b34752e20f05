#pragma once
// K1 widened past b² <= W: BSR SpMV for b = 2..W, rank 1. K1
// (spmv/arch/bsr_small_blocks.hpp) truncates a warp to a multiple of b², so
// that a lane keeps its place (i, l) in every block; that needs b² <= W.
// Here the warp is truncated to G = ⌊W/b⌋·b lanes (27 of 32 for b = 9, 30
// for b = 10 or 15) and lane k reads value k of every G consecutive values
// of its block row's blocks: one load of the warp covers G contiguous values,
// 8G bytes, where a thread per row (spmv/bsr_rows.hpp) touches b rows b·8
// bytes apart and K2 (spmv/bsr_medium_blocks.hpp) splits every block row of
// a block over Ntg threads. With blocks stored so that op(A)'s block columns
// are contiguous (op = A on column-major blocks, op = Aᵀ on row-major ones),
// value k of a block lies in row k mod b; G being a multiple of b, a lane
// keeps the same row i = lane mod b throughout (its column moves on by
// ⌊W/b⌋ per load), so it holds one running sum, and at the end of the block
// row the ⌊W/b⌋ lanes of each row add up by shuffles; the sum goes to y, or
// to a balanced piece's ŷ (it walks pieces as block rows). A lane has U loads in
// flight (with few block rows per resident warp a warp's block row is a
// long chain of loads, so U sets the speed). No atomics: every mode
// is deterministic. Each warp walks Nbrows_ta consecutive block rows, Nta
// warps per team (BsrSmallBlockTuning::row_lanes_*); U is compiled in
// (bsr_row_lanes_loads_in_flight).
// The other block order (op(A)'s rows contiguous) would move a lane's row
// with every load; there, and on host backends (W = 1), bsr_apply
// (spmv/bsr.hpp) runs the thread-per-row kernel, which reads rows, instead.

#include "spmv/arch/bsr_small_blocks.hpp"
#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"
#include "spmv/bsr_outputs.hpp"

namespace kspmv {

// b this kernel is compiled for (b <= W runs): the small-block table's
// range, as the thread per row that stands in for it.
inline constexpr int bsr_row_lanes_max_block = bsr_table_max_block;

template <class ExecSpace, class Bsr, class XView, class Out, int B>
struct BsrRowLanesKernel {
  using S = typename Out::value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int U = bsr_row_lanes_loads_in_flight;
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int BB = B * B;
  static constexpr int P = W / B;  // lanes per row: columns one load of the warp covers
  static constexpr int G = P * B;  // lanes that read

  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  Out out;  // BsrStoreY or BsrStorePartial (spmv/bsr_outputs.hpp)
  std::int64_t items, block_rows_per_warp;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t begin = team_work_item(team) * block_rows_per_warp;
    if (begin >= items) return;  // the whole warp leaves together
    const std::int64_t end =
        begin + block_rows_per_warp < items ? begin + block_rows_per_warp : items;
    const int lane = arch::lane_id();
    const int i = lane % B;  // the row of op(block) this lane sums
    for (std::int64_t item = begin; item < end; ++item) {
      const std::int64_t last = blocks.block_ptr(item + 1);
      // The lane's next value: place `place` (memory order) of the block at
      // position t; each load of the warp moves it on by G values.
      std::int64_t t = std::int64_t(blocks.block_ptr(item)) + lane / BB;
      int place = lane % BB;
      S sum(0);
      if (lane < G) {
        while (t < last) {
          S v[U] = {};
          std::int64_t col[U] = {};
          bool read[U] = {};
#pragma unroll
          for (int u = 0; u < U; ++u) {
            read[u] = t < last;
            if (read[u]) {
              const std::int64_t block = blocks.transposed ? std::int64_t(blocks.source(t)) : t;
              v[u] = blocks.vals(block * BB + place);
              col[u] = std::int64_t(blocks.block_idx(t)) * B + place / B;
            }
            place += G % BB;
            t += G / BB;
            if (place >= BB) {
              place -= BB;
              ++t;
            }
          }
#pragma unroll
          for (int u = 0; u < U; ++u)
            if (read[u]) sum += conj_if(blocks.conjugate, v[u]) * at(x, col[u], 0);
        }
      }
      sum = arch::sum_strided_lanes<P>(sum, B);  // lanes < b: their row's sum
      if (lane < B) out(item * B + i, sum);
    }
  }
};

// Whether the row-lanes kernel reads op(A) on ExecSpace with its own lanes
// (else bsr_apply runs the thread-per-row kernel, and balanced BSR's pieces
// go to the portable kernel): a GPU warp of at least b lanes, and op(A)'s
// block columns contiguous.
template <class ExecSpace>
bool bsr_row_lanes_read(std::int64_t b, const BlockStrides& op_strides) {
  return compat::static_warp_width<ExecSpace>() >= b && b >= 2 &&
         b <= bsr_row_lanes_max_block && op_strides.row == 1;
}

// The row-lanes kernel over `items` work items of `blocks` (block rows, or
// balanced BSR's pieces), each row's sum to `out`; needs bsr_row_lanes_read.
template <class ExecSpace, class Bsr, class XView, class Out>
void bsr_row_lanes_run(const ExecSpace& exec, const char* name, const BsrOpBlocks<Bsr>& blocks,
                       std::int64_t items, const BsrLaunch& launch, const XView& x,
                       const Out& out) {
  if (items == 0) return;
  constexpr int W = compat::static_warp_width<ExecSpace>();
  const std::int64_t per_warp = bsr_block_rows_per_warp(launch);
  const auto policy = bsr_warp_policy(exec, items, launch);
  const auto launch_for = [&](auto b) {
    constexpr int B = decltype(b)::value;
    if constexpr (B <= W)  // no kernel for b that cannot run
      Kokkos::parallel_for(name, policy,
                           BsrRowLanesKernel<ExecSpace, Bsr, XView, Out, B>{
                               blocks, x, out, items, per_warp});
  };
  with_compiled_block_size<bsr_row_lanes_max_block>(blocks.b, "the row-lanes BSR kernel",
                                                     launch_for);
}

}  // namespace kspmv
