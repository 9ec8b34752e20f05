#pragma once
// BSR SpMV with one thread per row of op(A), b known at compile time
// (b = 2..bsr_rows_max_block), rank 1: the thread walks its block row's blocks and, for each,
// loads its b values of the block and the b entries of x under it before it
// multiplies, so those 2b loads are in flight together (the portable kernel
// of spmv/bsr.hpp runs b as a run-time loop, one load after the other, and
// gives each block row a vector of lanes). A plain RangePolicy, as Kokkos
// Kernels' BSR V42 does; no atomics, every mode through BsrOpBlocks.

#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"

#include <algorithm>

namespace kspmv {

// Compiled for b up to 16: past that a thread's 2b registers of values and
// x crowd out occupancy, and K2/K3 split the row across threads.
inline constexpr int bsr_rows_max_block = bsr_table_max_block;

// Threads per team of the capped thread-per-row grid (BsrLaunch::occupancy).
inline constexpr int bsr_rows_team_threads = 256;

template <class ExecSpace, class Bsr, class XView, class YView, int B>
struct BsrRowKernel {
  using S = typename YView::non_const_value_type;
  // The capped grid's launch: thread t serves rows t, t + stride, ...
  struct Strided {};
  using Member = typename Kokkos::TeamPolicy<ExecSpace, Strided>::member_type;
  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows = 0, stride = 0;

  KOKKOS_INLINE_FUNCTION void operator()(Strided, const Member& m) const {
    for (std::int64_t r = std::int64_t(m.league_rank()) * m.team_size() + m.team_rank(); r < rows;
         r += stride)
      (*this)(r);
  }

  // Row r alone (a thread a row: RangePolicy over the rows).
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t r) const {
    const std::int64_t item = r / B, i = r % B;
    const std::int64_t row_offset = i * blocks.op_strides.row;
    const std::int64_t end = blocks.block_ptr(item + 1);
    S sum(0);
    // The row of op(block) is contiguous (row-major op = A, column-major
    // op = Aᵀ) or strided by b: two loops, so the first has no stride multiply.
    if (blocks.op_strides.col == 1)
      for (std::int64_t t = blocks.block_ptr(item); t < end; ++t) sum += row_times_x<1>(t, row_offset);
    else
      for (std::int64_t t = blocks.block_ptr(item); t < end; ++t) sum += row_times_x<B>(t, row_offset);
    store_result(at(y, r, 0), alpha, beta, sum);
  }

  // This thread's row of op(A)'s block at position t times x under it; all
  // 2b loads issued before the first multiply.
  template <int ColStride>
  KOKKOS_FORCEINLINE_FUNCTION S row_times_x(std::int64_t t, std::int64_t row_offset) const {
    const std::int64_t block = blocks.transposed ? std::int64_t(blocks.source(t)) : t;
    const std::int64_t first = block * (B * B) + row_offset;
    const std::int64_t col0 = std::int64_t(blocks.block_idx(t)) * B;
    S v[B], xs[B];
#pragma unroll
    for (int l = 0; l < B; ++l) {
      v[l] = blocks.vals(first + l * ColStride);
      xs[l] = at(x, col0 + l, 0);
    }
    S sum(0);
#pragma unroll
    for (int l = 0; l < B; ++l) sum += conj_if(blocks.conjugate, v[l]) * xs[l];
    return sum;
  }
};

// Threads of the thread-per-row grid for `rows` rows on a backend holding
// `resident` threads at once: `rows` (a thread a row) unless 0 < `occupancy`
// < 1 caps them at that fraction of `resident`; then as many as give every
// thread the same count of rows within one, unless that leaves fewer than
// `min_occupancy` of `resident` at work.
inline std::int64_t bsr_rows_threads(std::int64_t rows, std::int64_t resident, double occupancy,
                                     double min_occupancy) {
  const double cap = occupancy * double(resident);
  if (occupancy <= 0 || occupancy >= 1 || rows <= cap || cap < 1) return rows;
  const std::int64_t passes = (rows + std::int64_t(cap) - 1) / std::int64_t(cap);
  const std::int64_t threads = (rows + passes - 1) / passes;
  return double(threads) < min_occupancy * double(resident) ? rows : threads;
}

// y = α·op(A)·x + β·y, one thread per row of op(A), b = 2..bsr_rows_max_block;
// on GPUs, launch.occupancy caps the threads (bsr_rows_threads).
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_rows_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr,
                    const Transposed& transposed, typename YView::const_value_type alpha,
                    const XView& x, typename YView::const_value_type beta, const YView& y,
                    const BsrLaunch& launch = {}) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  const std::int64_t b = bsr.block_size;
  if (items == 0) return;
  const std::int64_t rows = items * b;
  const auto blocks = op_blocks<S>(op, bsr, transposed);
  const std::int64_t threads =
      compat::is_gpu_space<ExecSpace>()
          ? bsr_rows_threads(rows, exec.concurrency(), launch.occupancy, launch.min_occupancy)
          : rows;
  const char* name = op.transpose ? "kspmv::bsr_rows_transpose" : "kspmv::bsr_rows";
  const auto launch_for = [&](auto size) {
    constexpr int B = decltype(size)::value;
    using Kernel = BsrRowKernel<ExecSpace, Bsr, XView, YView, B>;
    if (threads == rows) {
      Kokkos::parallel_for(name,
                           Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<std::int64_t>>(exec, 0, rows),
                           Kernel{blocks, x, y, alpha, beta});
      return;
    }
    // Teams of bsr_rows_team_threads, so that the multiprocessors hold
    // equal shares of the capped grid.
    const int team = int(std::min<std::int64_t>(bsr_rows_team_threads, threads));
    const std::int64_t league = (threads + team - 1) / team;
    Kokkos::parallel_for(
        name,
        Kokkos::TeamPolicy<ExecSpace, typename Kernel::Strided,
                           Kokkos::LaunchBounds<bsr_rows_team_threads, 1>>(exec, int(league), team),
        Kernel{blocks, x, y, alpha, beta, rows, league * team});
  };
  with_compiled_block_size<bsr_rows_max_block>(b, "the row-per-thread BSR kernel", launch_for);
}

}  // namespace kspmv
