#pragma once
// BSR SpMV with one thread per row of op(A), b known at compile time
// (b = 2..bsr_rows_max_block), rank 1: the thread walks its block row's blocks and, for each,
// loads its b values of the block and the b entries of x under it before it
// multiplies, so those 2b loads are in flight together (the portable kernel
// of spmv/bsr.hpp runs b as a run-time loop, one load after the other, and
// gives each block row a vector of lanes). A plain RangePolicy, as Kokkos
// Kernels' BSR V42 does; no atomics, every mode through BsrOpBlocks.

#include "spmv/bsr_op_blocks.hpp"

namespace kspmv {

// Compiled for b up to 16: past that a thread's 2b registers of values and
// x crowd out occupancy, and K2/K3 split the row across threads.
inline constexpr int bsr_rows_max_block = bsr_table_max_block;

template <class ExecSpace, class Bsr, class XView, class YView, int B>
struct BsrRowKernel {
  using S = typename YView::non_const_value_type;
  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;

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

// y = α·op(A)·x + β·y, one thread per row of op(A), b = 2..bsr_rows_max_block.
template <class ExecSpace, class Bsr, class Transposed, class XView, class YView>
void bsr_rows_apply(const ExecSpace& exec, const Op& op, const Bsr& bsr,
                    const Transposed& transposed, typename YView::const_value_type alpha,
                    const XView& x, typename YView::const_value_type beta, const YView& y) {
  using S = typename YView::non_const_value_type;
  const std::int64_t items = op.transpose ? bsr.num_block_cols : bsr.num_block_rows;
  const std::int64_t b = bsr.block_size;
  if (items == 0) return;
  const auto blocks = op_blocks<S>(op, bsr, transposed);
  const auto policy = Kokkos::RangePolicy<ExecSpace, Kokkos::IndexType<std::int64_t>>(exec, 0, items * b);
  const char* name = op.transpose ? "kspmv::bsr_rows_transpose" : "kspmv::bsr_rows";
  const auto launch_for = [&](auto size) {
    constexpr int B = decltype(size)::value;
    Kokkos::parallel_for(name, policy,
                         BsrRowKernel<ExecSpace, Bsr, XView, YView, B>{blocks, x, y, alpha, beta});
  };
  with_compiled_block_size<bsr_rows_max_block>(b, "the row-per-thread BSR kernel", launch_for);
}

}  // namespace kspmv
