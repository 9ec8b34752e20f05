#pragma once
// The BSR kernels that walk work items through an output functor
// (spmv/bsr_outputs.hpp): K2, K3, and row lanes where they read op(A) with
// their own lanes. One dispatch serves A's block rows into y (spmv/bsr.hpp)
// and balanced BSR's pieces into ŷ (spmv/bsr_pieces.hpp), and the plan asks
// bsr_walks_items before it cuts pieces, so the three agree on which kernels
// walk.

#include "spmv/arch/bsr_row_lanes.hpp"
#include "spmv/bsr_large_blocks.hpp"
#include "spmv/bsr_medium_blocks.hpp"

#include <string>

namespace kspmv {

// Whether a rank-1 launch of `kind` walks work items on ExecSpace for b×b
// blocks read with `op_strides`.
template <class ExecSpace>
bool bsr_walks_items(BsrKernelKind kind, std::int64_t b, const BlockStrides& op_strides) {
  return kind == BsrKernelKind::k2 || kind == BsrKernelKind::k3 ||
         (kind == BsrKernelKind::row_lanes && bsr_row_lanes_read<ExecSpace>(b, op_strides));
}

// The launch's kernel over `items` work items of `blocks` (block rows, or
// pieces when `pieces`), each row's sum to `out`; false, with nothing run,
// where the launch walks no items (bsr_walks_items).
template <class ExecSpace, class Bsr, class XView, class Out>
bool bsr_walk_items(const ExecSpace& exec, const Op& op, const BsrOpBlocks<Bsr>& blocks,
                    std::int64_t items, const BsrLaunch& launch, const XView& x, const Out& out,
                    bool pieces) {
  if (!bsr_walks_items<ExecSpace>(launch.kind, blocks.b, blocks.op_strides)) return false;
  const char* kernel = launch.kind == BsrKernelKind::k2   ? "k2"
                       : launch.kind == BsrKernelKind::k3 ? "k3"
                                                          : "row_lanes";
  const std::string name = std::string(pieces ? "kspmv::bsr_pieces_" : "kspmv::bsr_") + kernel +
                           (op.transpose ? "_transpose" : "");
  if (launch.kind == BsrKernelKind::k2)
    bsr_medium_blocks_run(exec, name.c_str(), blocks, items, launch, x, out);
  else if (launch.kind == BsrKernelKind::k3)
    bsr_large_blocks_run(exec, name.c_str(), blocks, items, launch, x, out);
  else
    bsr_row_lanes_run(exec, name.c_str(), blocks, items, launch, x, out);
  return true;
}

}  // namespace kspmv
