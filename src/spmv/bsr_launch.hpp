#pragma once
// How a rank-1 BSR apply is launched: which kernel, and the shape of its
// thread arrays ([KSPARSE] Table I). The plan (spmv/plans/bsr.hpp) fills it
// from SpmvOptions or the tuning table; the kernels read it.

#include "spmv/algorithm.hpp"

namespace kspmv {

struct BsrLaunch {
  BsrKernelKind kind = BsrKernelKind::portable;
  int block_rows = 1;       // Nbrows_ta: consecutive block rows a warp (K1), thread array (K2) or team (K3) walks
  int arrays_per_team = 1;  // Nta: warps (K1) or thread arrays (K2) per team on GPUs
  int thread_groups = 1;    // Ntg: vertical slices of a block (K2) or working set (K3)
  int band_rows = 0;        // nb (K3): rows of a block one team serves; By = ⌈b / nb⌉ teams per block row
  int elements_per_thread = 0;  // ept (K3): columns of a slice; a working set is Ntg·ept columns
  double occupancy = 0;         // a thread per row: fraction of the resident threads its grid holds,
                                // each walking rows in turn (spmv/bsr_rows.hpp); 0 = a thread a row
  double min_occupancy = 0;     // ... unless equal shares of rows leave fewer at work than this
};

}  // namespace kspmv
