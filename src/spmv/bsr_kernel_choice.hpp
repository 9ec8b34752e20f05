#pragma once
// Which kernel a rank-1 BSR apply runs, and the shape of its thread arrays
// ([KSPARSE] Table I): SpmvOptions::bsr_kernel and its shape options, else
// the tuning table by b and by the block rows' statistics. Shared by the
// single-GPU plan (spmv/plans/bsr.hpp) and each rank of the multi-GPU apply
// (distributed/distributed_bsr.hpp), so that both run the same kernel on the
// same block rows.

#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/bsr.hpp"

#include <algorithm>
#include <cstdint>

namespace kspmv {

// The launch for b×b blocks in block rows of `mean_blocks` blocks on
// average, some of them long (bsr_long_block_rows); refuses, before anything
// is built, a kernel asked for that cannot serve b or a shape out of range.
template <class ExecSpace>
BsrLaunch bsr_kernel_launch(const SpmvOptions& o, const TuningTable& table, std::int64_t b,
                            double mean_blocks, bool long_block_rows) {
  const BsrSmallBlockTuning& t = table.bsr_small_blocks;
  const BsrMediumBlockTuning& m = table.bsr_medium_blocks;
  const BsrLargeBlockTuning& big = table.bsr_large_blocks;
  const auto at_least_zero = [](int value, const char* name, const char* what) {
    require(value >= 0, "bsr: SpmvOptions::", name, " must be >= 0 (0 takes the tuning table's ",
            what, "); got ", value);
  };
  at_least_zero(o.bsr_block_rows_per_warp, "bsr_block_rows_per_warp", "Nbrows");
  at_least_zero(o.bsr_warps_per_team, "bsr_warps_per_team", "Nta");
  at_least_zero(o.bsr_thread_groups, "bsr_thread_groups", "Ntg");
  at_least_zero(o.bsr_band_rows, "bsr_band_rows", "nb");
  at_least_zero(o.bsr_elements_per_thread, "bsr_elements_per_thread", "ept");
  require(o.bsr_occupancy >= 0 && o.bsr_occupancy <= 1, "bsr: SpmvOptions::bsr_occupancy must "
          "lie in [0, 1] (0 takes the tuning table's); got ", o.bsr_occupancy);
  const bool gpu = compat::is_gpu_space<ExecSpace>();
  const int lanes = compat::static_warp_width<ExecSpace>();
  const bool k1_fits = bsr_small_block_fits<ExecSpace>(b);
  const bool rows_fit = b >= 2 && b <= bsr_rows_max_block;
  // The row-lanes kernel itself hands b beyond the warp, and host backends,
  // to the thread per row (bsr_row_lanes_apply).
  const bool row_lanes_fit = b >= 2 && b <= bsr_row_lanes_max_block;
  const int step = bsr_medium_block_step(m, b);
  const int groups = o.bsr_thread_groups > 0
                         ? o.bsr_thread_groups
                         : bsr_medium_block_groups(b, m.elements_per_thread[step]);
  const bool k2_fits =
      bsr_medium_block_fits(b, groups, gpu ? bsr_medium_block_max_array_threads : b * groups);
  const auto option_or = [](int option, int from_table) { return option > 0 ? option : from_table; };
  BsrLaunch k3{BsrKernelKind::k3, option_or(o.bsr_block_rows_per_warp, big.block_rows), 1,
               option_or(o.bsr_thread_groups, big.thread_groups),
               option_or(o.bsr_band_rows, big.band_rows), o.bsr_elements_per_thread};
  if (k3.elements_per_thread == 0)
    k3.elements_per_thread = bsr_large_block_ept(b, k3.thread_groups, big.elements_per_thread);
  const bool k3_fits = bsr_large_block_fits(
      b, k3, gpu ? bsr_large_block_max_team_threads : std::int64_t(k3.band_rows) * k3.thread_groups);
  const bool block_lanes_table =
      bsr_table_runs_block_lanes(table, b, mean_blocks, long_block_rows);
  const bool row_lanes_table =
      bsr_table_runs_row_lanes(table, b, mean_blocks, long_block_rows);
  const bool k1_table = !row_lanes_table && bsr_table_k1(table, b, mean_blocks);
  const bool rows_table = b >= 0 && b <= bsr_table_max_block && t.row_per_thread_block[b];
  const bool k2_table = m.min_block > 0 && b >= m.min_block;
  const bool k3_table = big.min_block > 0 && b >= big.min_block;
  const bool block_lanes_fit = b >= 2 && b <= bsr_block_lanes_max_block;
  const BsrKernelKind kind = o.bsr_kernel.value_or(
      block_lanes_fit && block_lanes_table         ? BsrKernelKind::block_lanes
      : row_lanes_fit && row_lanes_table            ? BsrKernelKind::row_lanes
      : k1_fits && k1_table                        ? BsrKernelKind::k1
      : rows_fit && rows_table                      ? BsrKernelKind::row_per_thread
      : k3_fits && k3_table                        ? BsrKernelKind::k3
      : k2_fits && k2_table                        ? BsrKernelKind::k2
                                                    : BsrKernelKind::portable);
  require(kind != BsrKernelKind::k1 || k1_fits, "bsr: SpmvOptions::bsr_kernel asks for K1, which "
          "needs b >= 2 and b*b <= ", lanes, " lanes (a warp reads whole blocks); b = ", b);
  require(kind != BsrKernelKind::row_per_thread || rows_fit, "bsr: SpmvOptions::bsr_kernel asks "
          "for a thread per row, compiled for b = 2..", bsr_rows_max_block, "; b = ", b);
  require(kind != BsrKernelKind::row_lanes || row_lanes_fit, "bsr: SpmvOptions::bsr_kernel asks "
          "for row lanes, compiled for b = 2..", bsr_row_lanes_max_block, "; b = ", b);
  require(kind != BsrKernelKind::row_lanes ||
              option_or(o.bsr_elements_per_thread, bsr_row_lanes_loads_in_flight) ==
                  bsr_row_lanes_loads_in_flight,
          "bsr: row lanes are compiled for ", bsr_row_lanes_loads_in_flight,
          " loads in flight per lane; SpmvOptions::bsr_elements_per_thread = ",
          o.bsr_elements_per_thread);
  require(kind != BsrKernelKind::k2 || k2_fits, "bsr: SpmvOptions::bsr_kernel asks for K2 with Ntg = ",
          groups, " thread groups on b = ", b, "; K2 needs b >= 2, 1 <= Ntg <= b, at most ",
          bsr_medium_block_max_ept, " entries per thread (Ntg >= b / ", bsr_medium_block_max_ept,
          ") and b*Ntg <= ", bsr_medium_block_max_array_threads, " threads per array on GPUs");
  require(kind != BsrKernelKind::k3 || k3_fits, "bsr: SpmvOptions::bsr_kernel asks for K3 with nb = ",
          k3.band_rows, " rows per band, Ntg = ", k3.thread_groups, " slices of ept = ",
          k3.elements_per_thread, " columns; K3 needs ept <= ", bsr_large_block_max_ept,
          " and nb*Ntg <= ", bsr_large_block_max_team_threads, " threads per team on GPUs");
  require(kind != BsrKernelKind::block_lanes || block_lanes_fit, "bsr: SpmvOptions::bsr_kernel "
          "asks for block lanes, compiled for b = 2..", bsr_block_lanes_max_block, "; b = ", b);
  const int block_lanes =
      option_or(o.bsr_thread_groups, bsr_block_lanes_count(table, b, mean_blocks));
  require(kind != BsrKernelKind::block_lanes || !gpu ||
              (block_lanes <= lanes && (block_lanes & (block_lanes - 1)) == 0),
          "bsr: block lanes put a power of two of lanes, at most the warp's ", lanes,
          ", on a block row; SpmvOptions::bsr_thread_groups = ", o.bsr_thread_groups);
  if (kind == BsrKernelKind::k3) return k3;
  BsrLaunch l{kind, 1, 1, 1};
  if (kind == BsrKernelKind::k1) {
    l.block_rows = t.block_rows_per_warp[b >= 0 && b < 9 ? b : 0];
    l.arrays_per_team = t.warps_per_team;
  } else if (kind == BsrKernelKind::row_lanes) {
    l.block_rows = t.row_lanes_block_rows;
    l.arrays_per_team = t.row_lanes_warps_per_team;
  } else if (kind == BsrKernelKind::row_per_thread) {
    // An occupancy asked for is taken as is; the table's keeps its floor.
    l.occupancy = o.bsr_occupancy > 0 ? o.bsr_occupancy
                  : b <= bsr_table_max_block ? t.row_per_thread_occupancy[b] : 0.0;
    l.min_occupancy = o.bsr_occupancy > 0 ? 0.0 : t.row_per_thread_min_occupancy;
  } else if (kind == BsrKernelKind::block_lanes) {
    l.thread_groups = block_lanes;
  } else if (kind == BsrKernelKind::k2) {
    l.thread_groups = groups;
    l.block_rows = m.block_rows[step];
    l.arrays_per_team = std::max<int>(1, m.team_threads / int(b * groups));
  }
  l.block_rows = option_or(o.bsr_block_rows_per_warp, l.block_rows);
  l.arrays_per_team = option_or(o.bsr_warps_per_team, l.arrays_per_team);
  const int array_threads = kind == BsrKernelKind::k2 ? int(b * groups) : lanes;
  require(!gpu || std::int64_t(l.arrays_per_team) * array_threads <= 1024,
          "bsr: SpmvOptions::bsr_warps_per_team = ", l.arrays_per_team, " makes teams of ",
          std::int64_t(l.arrays_per_team) * array_threads,
          " threads, more than the 1024 a GPU block holds");
  return l;
}

// The same for a BsrMatrix's block rows already counted: `blocks` over
// `block_rows`, the longest holding `longest`, under ExecSpace's table and
// its ρ (as the single-GPU plan reads A's rows; the multi-GPU ranks and
// kspmv-mgpu-bench's single-GPU baseline).
template <class ExecSpace>
BsrLaunch bsr_kernel_launch_for_blocks(const SpmvOptions& o, std::int64_t b, std::int64_t block_rows,
                                       std::int64_t blocks, std::int64_t longest) {
  const TuningTable& table = tuning_for(compat::architecture_of<ExecSpace>());
  const double mean = block_rows > 0 ? double(blocks) / double(block_rows) : 0.0;
  return bsr_kernel_launch<ExecSpace>(
      o, table, b, mean, bsr_long_block_rows(table, double(longest), mean, table.bsr_piece_blocks));
}

}  // namespace kspmv
