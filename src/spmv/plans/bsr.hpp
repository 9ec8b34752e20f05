#pragma once
// Algorithm::bsr: A as dense b×b blocks (formats/bsr.hpp), b given by
// SpmvOptions::bsr_block_size or detected as the largest that A's pattern
// fits (convert/block_pattern.hpp). Setup refuses A that is not block
// structured (only 1×1 blocks fit) unless b = 1 is asked for. Every mode
// gathers (spmv/bsr.hpp): op = Aᵀ through an index of A's blocks by block
// column built here, so no mode needs atomics or a CSC. Where one block row
// (block column, for op = Aᵀ) is far longer than the rest, or block rows are
// long but too few to fill the GPU, that direction runs balanced ([KSPARSE]
// §5.5, spmv/bsr_pieces.hpp): its block rows cut into pieces of ρ blocks,
// summed by a second launch.

#include "convert/bsr.hpp"
#include "convert/bsr_pieces.hpp"
#include "convert/bsr_transpose.hpp"
#include "spmv/bsr.hpp"
#include "spmv/bsr_kernel_choice.hpp"
#include "spmv/bsr_pieces.hpp"
#include "spmv/automatic.hpp"
#include "spmv/plans/plan_input.hpp"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace kspmv {

template <class ExecSpace, class Matrix>
class BsrPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::bsr;

  static BsrPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    const std::int64_t requested = in.options.bsr_block_size;
    require(requested >= 0, "bsr: SpmvOptions::bsr_block_size must be >= 0 (0 detects it from A's "
            "pattern); got ", requested);
    require(in.options.bsr_piece_blocks >= 0,
            "bsr: SpmvOptions::bsr_piece_blocks must be >= 0 (0 takes the tuning table's rho); got ",
            in.options.bsr_piece_blocks);
    const auto pattern = sorted_columns(in.exec, in.A, in.limits);
    BsrPlan p;
    p.detected_ = requested == 0;
    std::int64_t b = requested;
    if (p.detected_) {
      // Algorithm::automatic found b already when it chose BSR.
      b = in.stats.block_size > 0 ? in.stats.block_size : largest_block_size(in.exec, pattern);
      require(b > 1 || in.A.nnz() == 0, "bsr: A (", in.A.numRows(), "x", in.A.numCols(),
              ") is not block structured: no block size above 1 makes its pattern full, aligned "
              "blocks; choose another algorithm, or set SpmvOptions::bsr_block_size = 1 to store "
              "it as 1x1 blocks anyway");
    }
    p.launch_ = kernel_launch(in, b);  // refuses bad choices before anything is built
    // A thread per row reads its row of each block: row-major keeps it contiguous.
    const bool row_per_thread = p.launch_.kind == BsrKernelKind::row_per_thread && in.vector_batch == 1;
    const BlockLayout layout = in.options.bsr_block_layout.value_or(
        in.table.bsr_column_major_blocks && !row_per_thread ? BlockLayout::column_major
                                                            : BlockLayout::row_major);
    // One cap for all three: the sorted copy of an unsorted A's columns
    // (freed after setup), the blocks, and the index by block column.
    using O = typename Matrix::non_const_ordinal_type;
    const std::size_t sorted_copy = pattern.copied ? pattern.cols.span() * sizeof(O) : 0;
    p.bsr_ = to_bsr(in.exec, in.A, pattern, b, layout, in.limits.less(sorted_copy));
    p.transposed_ =
        bsr_transposed_index(in.exec, p.bsr_, in.limits.less(sorted_copy + p.bsr_.bytes()));
    p.longest_block_row_ = longest_block_row(in.exec, p.bsr_);
    p.longest_block_col_ =
        longest_range(in.exec, p.transposed_.block_col_map, p.bsr_.num_block_cols);
    const std::int64_t rho = bsr_rho(in.options, in.table);
    std::size_t held = sorted_copy + p.bsr_.bytes() + p.transposed_.bytes();
    // Block rows too few to keep the GPU busy (counted as Algorithm::automatic
    // counts them) on a matrix large enough to be bandwidth-bound: pieces of
    // long block rows give K2 and K3 more work items (run 21: 497 block rows
    // of ~100 blocks of 32x32 ran at 25% of the copy bandwidth; run 22, K3 at
    // b = 64: 50%, 138% balanced).
    const std::int64_t resident = in.exec.concurrency();
    const bool bandwidth_bound = !latency_bound(in.stats, in.table, resident);
    // Only K2, K3 and row lanes (where they read op(A) themselves) walk the
    // pieces; under another kernel the portable one would (run 23: a thread
    // per row forced on EX5 at b = 9 ran at 67% of the copy bandwidth through
    // the portable kernel's pieces, 87% unbalanced).
    const auto walks_pieces = [&](bool transpose) {
      const BlockStrides strides = p.bsr_.strides();
      return bsr_walks_items<ExecSpace>(p.launch_.kind, b,
                                        transpose ? strides.transposed() : strides);
    };
    const auto balance = [&](std::int64_t longest, std::int64_t units, const auto& ptr,
                             Pieces& pieces, PieceSums& sums, bool transpose) {
      const double mean = units > 0 ? double(p.bsr_.blocks()) / double(units) : 0.0;
      const bool starved = bandwidth_bound && walks_pieces(transpose) &&
                           bsr_starved_rows_balanced(in.table, double(units * b), mean, b, rho,
                                                     double(resident));
      const bool wanted = in.options.bsr_balanced.value_or(
          bsr_long_block_rows(in.table, double(longest), mean, rho) || (longest > rho && starved));
      if (!wanted) return;
      pieces = cut_into_pieces(in.exec, ptr, units, rho, in.limits.less(held));
      held += pieces.bytes();
      sums = allocate_piece_sums<S>(pieces, b, in.vector_batch, in.limits.less(held));
      held += sums.span() * sizeof(S);
    };
    balance(p.longest_block_row_, p.bsr_.num_block_rows, p.bsr_.block_row_map, p.row_pieces_,
            p.row_sums_, false);
    balance(p.longest_block_col_, p.bsr_.num_block_cols, p.transposed_.block_col_map,
            p.col_pieces_, p.col_sums_, true);
    return p;
  }

  // The rank-1 kernel for A's block rows at b (spmv/bsr_kernel_choice.hpp).
  static BsrLaunch kernel_launch(const PlanInput<ExecSpace, Matrix>& in, std::int64_t b) {
    const BsrRowShape shape = bsr_row_shape(in.stats, in.table, b, bsr_rho(in.options, in.table));
    return bsr_kernel_launch<ExecSpace>(in.options, in.table, b, shape.mean_blocks,
                                        shape.long_block_rows);
  }

  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, bsr_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    const Pieces& pieces = op.transpose ? col_pieces_ : row_pieces_;
    if (pieces.piece_blocks > 0)
      bsr_pieces_apply(exec, op, bsr_, transposed_, pieces, op.transpose ? col_sums_ : row_sums_,
                       alpha, x, beta, y, launch_);
    else
      bsr_apply(exec, op, bsr_, transposed_, alpha, x, beta, y, launch_);
  }

  PlanReport report() const {
    const std::int64_t block_rows = bsr_.num_block_rows;
    std::ostringstream d;
    d << "b = " << bsr_.block_size << (detected_ ? " (detected)" : " (given)") << ", "
      << block_layout_name(bsr_.layout) << " blocks; " << block_rows << "x" << bsr_.num_block_cols
      << " block rows x columns, " << bsr_.blocks() << " blocks, " << std::setprecision(3)
      << (block_rows > 0 ? double(bsr_.blocks()) / double(block_rows) : 0.0)
      << " per block row, longest " << longest_block_row_ << " (block column: "
      << longest_block_col_ << "); block-column index for op = A^T " << transposed_.bytes() << " B";
    const auto balanced = [&](const char* what, const Pieces& pieces, const PieceSums& sums) {
      if (pieces.piece_blocks == 0) return;
      d << "; balanced for " << what << ": " << pieces.pieces << " pieces of <= "
        << pieces.piece_blocks << " blocks, partial sums for " << sums.extent(1) << " vectors "
        << pieces.bytes() + sums.span() * sizeof(S) << " B";
    };
    d << "; rank-1 applies by " << bsr_kernel_name(launch_.kind);
    if (launch_.kind == BsrKernelKind::k1 || launch_.kind == BsrKernelKind::row_lanes)
      d << ", " << launch_.block_rows << " block rows per warp, " << launch_.arrays_per_team
        << " warps per team";
    if (launch_.kind == BsrKernelKind::row_lanes)
      d << ", " << bsr_row_lanes_loads_in_flight << " loads in flight per lane (a thread per row "
        << "where the rows of op(A)'s blocks are contiguous, op = "
        << (bsr_.layout == BlockLayout::column_major ? "A^T" : "A")
        << " here, and on host backends)";
    if (launch_.kind == BsrKernelKind::row_per_thread && launch_.occupancy > 0 &&
        compat::is_gpu_space<ExecSpace>())
      d << ", threads capped at " << launch_.occupancy << " of the resident ones (unless that "
        << "leaves fewer than " << launch_.min_occupancy << " at work)";
    if (launch_.kind == BsrKernelKind::block_lanes)
      d << ", " << launch_.thread_groups << " lanes per block row on GPUs";
    if (launch_.kind == BsrKernelKind::k2)
      d << ", Ntg = " << launch_.thread_groups << ", " << launch_.block_rows
        << " block rows per array, " << launch_.arrays_per_team << " arrays per team";
    if (launch_.kind == BsrKernelKind::k3)
      d << ", nb = " << launch_.band_rows << " rows per band, Ntg = " << launch_.thread_groups
        << " slices of ept = " << launch_.elements_per_thread << " columns, "
        << launch_.block_rows << " block rows per team";
    balanced("op = A", row_pieces_, row_sums_);
    balanced("op = A^T", col_pieces_, col_sums_);
    const std::size_t piece_bytes = row_pieces_.bytes() + row_sums_.span() * sizeof(S) +
                                    col_pieces_.bytes() + col_sums_.span() * sizeof(S);
    return {bsr_.bytes() + transposed_.bytes() + piece_bytes, d.str()};
  }

 private:
  format_for_t<BsrMatrix, Matrix> bsr_;
  BsrTransposedIndex<typename Matrix::non_const_ordinal_type, typename Matrix::non_const_size_type,
                     typename Matrix::device_type>
      transposed_;
  using Pieces = BsrPieces<typename Matrix::non_const_size_type, typename Matrix::device_type>;
  using PieceSums = Kokkos::View<S**, Kokkos::LayoutLeft, typename Matrix::device_type>;
  Pieces row_pieces_, col_pieces_;  // piece_blocks = 0: not balanced in that direction
  PieceSums row_sums_, col_sums_;   // ŷ of each
  BsrLaunch launch_;  // rank-1 applies
  bool detected_ = false;
  std::int64_t longest_block_row_ = 0, longest_block_col_ = 0;
};

}  // namespace kspmv
