#pragma once
// K1 of [KSPARSE] §5.2: BSR SpMV for small blocks, rank 1. A warp is
// truncated to its first G = ⌊W/b²⌋·b² lanes ([KSPARSE] Fig. 5: 27 of 32
// lanes for b = 3), and lane k reads value k of every G consecutive block
// values of a block row: one load of the warp takes G/b² whole blocks, where
// the portable kernel (spmv/bsr.hpp) gives each lane one row of a block and
// walks the blocks one by one. Since G is a multiple of b², a lane keeps the
// same place (i, l) in every block it reads, so it holds one running sum;
// at the end of the block row the lanes of each row i add up by shuffles
// (first across the blocks of one load, then across l) and one lane per row
// writes y with α and β. Each warp walks Nbrows_ta consecutive block rows,
// with Nta warps per team (BsrSmallBlockTuning).
// op = Aᵀ reads A's blocks through the block-column index, each block still
// b² consecutive values; only the roles of i and l swap. No atomics, so
// every mode is deterministic, as with the portable kernel.
// Host backends (W = 1) cannot truncate a warp: there a work item walks its
// block rows one block at a time, b sums at once.

#include "spmv/arch/warp.hpp"
#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"

#include <stdexcept>
#include <string>
#include <type_traits>

namespace kspmv {

namespace arch {

// Sum of `v` over lanes lane, lane + stride, ..., lane + (N - 1)·stride, in
// `lane` (valid where all of those are < W; other lanes get garbage).
template <int N, class T>
KOKKOS_FORCEINLINE_FUNCTION T sum_strided_lanes(T v, int stride) {
  const int lane = lane_id();
  if constexpr ((N & (N - 1)) == 0) {
#pragma unroll
    for (int d = N / 2; d >= 1; d /= 2) v += shfl(v, lane + d * stride);
    return v;
  } else {
    T sum = v;
#pragma unroll
    for (int k = 1; k < N; ++k) sum += shfl(v, lane + k * stride);
    return sum;
  }
}

}  // namespace arch

template <class ExecSpace, class Bsr, class XView, class YView, int B>
struct BsrSmallBlockKernel {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int BB = B * B;
  static constexpr bool truncated_warp = W >= BB;   // every GPU case
  static constexpr int G = truncated_warp ? W / BB * BB : 1;  // lanes that read
  static constexpr int per_load = G / BB > 0 ? G / BB : 1;    // blocks per load of the warp
  static constexpr int U = bsr_small_block_loads_in_flight;

  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t items, block_rows_per_warp;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t begin = team_work_item(team) * block_rows_per_warp;
    if (begin >= items) return;  // the whole warp leaves together
    const std::int64_t end =
        begin + block_rows_per_warp < items ? begin + block_rows_per_warp : items;
    if constexpr (truncated_warp)
      warp_block_rows(begin, end);
    else
      serial_block_rows(begin, end);
  }

  KOKKOS_INLINE_FUNCTION void warp_block_rows(std::int64_t begin, std::int64_t end) const {
    const int lane = arch::lane_id();
    const int q = lane % BB;    // place in the block, memory order
    const int slot = lane / BB;  // which block of a load
    const bool reads = lane < G;
    // Entry (i, l) of op(block) sits at i·row + l·col.
    const bool op_row_major = blocks.op_strides.col == 1;
    const int i = op_row_major ? q / B : q % B;
    const int l = op_row_major ? q % B : q / B;
    const int l_stride = op_row_major ? 1 : B;  // lanes of one row, l apart
    for (std::int64_t item = begin; item < end; ++item) {
      const std::int64_t last = blocks.block_ptr(item + 1);
      S sum(0);
      if (reads) {
        for (std::int64_t t0 = std::int64_t(blocks.block_ptr(item)) + slot; t0 < last;
             t0 += std::int64_t(U) * per_load) {
          S v[U] = {};
          std::int64_t col[U] = {};
#pragma unroll
          for (int u = 0; u < U; ++u) {
            const std::int64_t t = t0 + std::int64_t(u) * per_load;
            if (t < last) {
              const std::int64_t block = blocks.transposed ? std::int64_t(blocks.source(t)) : t;
              v[u] = blocks.vals(block * BB + q);
              col[u] = std::int64_t(blocks.block_idx(t)) * B + l;
            }
          }
#pragma unroll
          for (int u = 0; u < U; ++u)
            if (t0 + std::int64_t(u) * per_load < last)
              sum += conj_if(blocks.conjugate, v[u]) * at(x, col[u], 0);
        }
      }
      sum = arch::sum_strided_lanes<per_load>(sum, BB);  // lanes < b² hold their place's sum
      sum = arch::sum_strided_lanes<B>(sum, l_stride);    // the lane with l = 0 its row's
      if (slot == 0 && l == 0) store_result(at(y, item * B + i, 0), alpha, beta, sum);
    }
  }

  KOKKOS_INLINE_FUNCTION void serial_block_rows(std::int64_t begin, std::int64_t end) const {
    for (std::int64_t item = begin; item < end; ++item) {
      S sums[B];
      for (int r = 0; r < B; ++r) sums[r] = S(0);
      for (std::int64_t t = blocks.block_ptr(item); t < blocks.block_ptr(item + 1); ++t)
        for (int r = 0; r < B; ++r) sums[r] += blocks.row_times_x(x, t, r, 0);
      for (int r = 0; r < B; ++r) store_result(at(y, item * B + r, 0), alpha, beta, sums[r]);
    }
  }
};

// Block rows (work items) per warp, Nbrows_ta, as `launch` asks (at least 1).
inline std::int64_t bsr_block_rows_per_warp(const BsrLaunch& launch) {
  return launch.block_rows > 0 ? launch.block_rows : 1;
}

// The launch of the kernels with a warp per Nbrows_ta block rows (K1, row
// lanes): Nta warps (vectors of W lanes) per team on GPUs, one on host backends.
template <class ExecSpace>
auto bsr_warp_policy(const ExecSpace& exec, std::int64_t items, const BsrLaunch& launch) {
  const std::int64_t per_warp = bsr_block_rows_per_warp(launch);
  const std::int64_t warps = (items + per_warp - 1) / per_warp;
  const int team = compat::is_gpu_space<ExecSpace>() && launch.arrays_per_team > 0
                       ? launch.arrays_per_team
                       : 1;
  return light_weight(Kokkos::TeamPolicy<ExecSpace>(exec, (warps + team - 1) / team, team,
                                                    compat::static_warp_width<ExecSpace>()));
}

// Whether K1 can serve b on ExecSpace: b² within the warp, or any b on host
// backends (one lane walks the blocks).
template <class ExecSpace>
constexpr bool bsr_small_block_fits(std::int64_t b) {
  const int warp = compat::static_warp_width<ExecSpace>();
  return b >= 2 && b <= bsr_compiled_max_block && (warp == 1 || b * b <= warp);
}

// y = α·op(A)·x + β·y by K1 (b = 2..8 where bsr_small_block_fits), rank-1 x, y.
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_small_blocks_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr,
                            const Transposed& transposed, const BsrLaunch& launch,
                            typename YView::const_value_type alpha, const XView& x,
                            typename YView::const_value_type beta, const YView& y) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  if (items == 0) return;
  const std::int64_t per_warp = bsr_block_rows_per_warp(launch);
  const auto policy = bsr_warp_policy(exec, items, launch);
  const auto blocks = op_blocks<S>(op, bsr, transposed);
  const char* name = op.transpose ? "kspmv::bsr_k1_transpose" : "kspmv::bsr_k1";
  const auto launch_for = [&](auto b) {
    constexpr int B = decltype(b)::value;
    if constexpr (bsr_small_block_fits<ExecSpace>(B))  // no kernel for b that cannot run
      Kokkos::parallel_for(name, policy,
                           BsrSmallBlockKernel<ExecSpace, Bsr, XView, YView, B>{
                               blocks, x, y, alpha, beta, items, per_warp});
    else
      throw std::logic_error("kspmv: K1 cannot serve b = " + std::to_string(B) + " here");
  };
  with_compiled_block_size<bsr_compiled_max_block>(bsr.block_size, "K1", launch_for);
}

}  // namespace kspmv
