#pragma once
// How a rank-1 BSR apply is launched: which kernel, and the shape of its
// thread arrays ([KSPARSE] Table I). The plan (spmv/plans/bsr.hpp) fills it
// from SpmvOptions or the tuning table; the kernels read it.

#include "spmv/algorithm.hpp"

namespace kspmv {

struct BsrLaunch {
  BsrKernelKind kind = BsrKernelKind::portable;
  int block_rows = 1;       // Nbrows_ta: consecutive block rows a warp (K1) or thread array (K2) walks
  int arrays_per_team = 1;  // Nta: warps (K1) or thread arrays (K2) per team on GPUs
  int thread_groups = 1;    // Ntg (K2): vertical slices of a block, b threads each
};

}  // namespace kspmv
