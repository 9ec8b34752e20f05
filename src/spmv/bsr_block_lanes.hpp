#pragma once
// BSR SpMV with a whole block per lane, b = 2..bsr_block_lanes_max_block,
// rank 1: a vector of BsrLaunch::thread_groups lanes per block row of op(A)
// (CSR-vector over blocks). Lane l takes blocks l, l + lanes, ... of the
// block row; for each it loads the block's b² values (consecutive in memory
// whatever the layout), one block column and the b entries of x under it,
// and adds b sums; a vector reduction adds the lanes' sums. In mode N
// consecutive lanes read consecutive blocks, so a step of the vector reads
// lanes·b² values in a row, where a thread per row (spmv/bsr_rows.hpp) reads
// b values of each of W/b block rows far apart. No atomics, every mode
// through BsrOpBlocks (op = Aᵀ reads its blocks through the block-column
// index, each block still whole).
// Probe: perf_tests/probes/bsr_block_lanes.cu; the table's choice and lane
// count: bsr_table_runs_block_lanes, bsr_block_lanes_count (core/tuning.hpp).

#include "core/tuning.hpp"
#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"
#include "spmv/kernel_common.hpp"

namespace kspmv {

template <class ExecSpace, class Bsr, class XView, class YView, int B>
struct BsrBlockLanesKernel {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Sums = LaneSums<S, B>;  // the b sums of one lane
  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t items;
  int lanes;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t w = team_work_item(team);
    if (w >= items) return;
    const std::int64_t first = blocks.block_ptr(w), last = blocks.block_ptr(w + 1);
    // Entry (i, k) of op(block) sits at i·row + k·col: two instantiations, so
    // that the strides are known when the values are placed.
    const Sums sums = blocks.op_strides.col == 1 ? lane_sums<B, 1>(team, first, last)
                                                 : lane_sums<1, B>(team, first, last);
    Kokkos::single(Kokkos::PerThread(team), [&]() {
      for (int i = 0; i < B; ++i) store_result(at(y, w * B + i, 0), alpha, beta, sums.v[i]);
    });
  }

  // The block row's b sums: lane l adds blocks first + l, first + l + lanes, ...
  template <int Row, int Col>
  KOKKOS_INLINE_FUNCTION Sums lane_sums(const Team& team, std::int64_t first, std::int64_t last) const {
    Sums sums;
    Kokkos::parallel_reduce(
        Kokkos::ThreadVectorRange(team, lanes),
        [&](const int l, Sums& acc) {
          for (std::int64_t t = first + l; t < last; t += lanes) add_block<Row, Col>(t, acc);
        },
        sums);
    return sums;
  }

  // op(A)'s block at position t times x under it, into acc: all b² + b loads
  // issued before the first multiply.
  template <int Row, int Col>
  KOKKOS_FORCEINLINE_FUNCTION void add_block(std::int64_t t, Sums& acc) const {
    const std::int64_t block = blocks.transposed ? std::int64_t(blocks.source(t)) : t;
    const std::int64_t first = block * (B * B);
    const std::int64_t col0 = std::int64_t(blocks.block_idx(t)) * B;
    S v[B * B], xs[B];
#pragma unroll
    for (int q = 0; q < B * B; ++q) v[q] = blocks.vals(first + q);
#pragma unroll
    for (int k = 0; k < B; ++k) xs[k] = at(x, col0 + k, 0);
#pragma unroll
    for (int i = 0; i < B; ++i)
#pragma unroll
      for (int k = 0; k < B; ++k) acc.v[i] += conj_if(blocks.conjugate, v[i * Row + k * Col]) * xs[k];
  }
};

// y = α·op(A)·x + β·y, a vector of launch.thread_groups lanes per block row
// of op(A), a block per lane; b = 2..bsr_block_lanes_max_block.
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_block_lanes_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr,
                           const Transposed& transposed, typename YView::const_value_type alpha,
                           const XView& x, typename YView::const_value_type beta, const YView& y,
                           const BsrLaunch& launch) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  if (items == 0) return;
  const int lanes = compat::is_gpu_space<ExecSpace>() ? launch.thread_groups : 1;
  const auto blocks = op_blocks<S>(op, bsr, transposed);
  with_compiled_block_size<bsr_block_lanes_max_block>(
      bsr.block_size, "the block-lanes BSR kernel", [&](auto size) {
        constexpr int B = decltype(size)::value;
        Kokkos::parallel_for(op.transpose ? "kspmv::bsr_block_lanes_transpose" : "kspmv::bsr_block_lanes",
                             vector_team_policy(exec, items, lanes),
                             BsrBlockLanesKernel<ExecSpace, Bsr, XView, YView, B>{
                                 blocks, x, y, alpha, beta, items, lanes});
      });
}

}  // namespace kspmv
