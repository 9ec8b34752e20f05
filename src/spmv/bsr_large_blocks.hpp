#pragma once
// K3 of [KSPARSE] §5.4: BSR SpMV for large blocks, rank 1. A block row is
// served by By = ⌈b / nb⌉ teams, each a band of about b / By ≤ nb of its
// rows (Fig. 7's mini-grid, dense-GEMV-like). A team is nb × Ntg threads: thread (i, g) holds
// row i of the band and, in every working set of w = Ntg·ept columns, the
// g-th slice of ept columns. It walks the block row's blocks working set by
// working set, loading the values and x entries of two working sets before it
// multiplies (the register blocking and double buffering of K2,
// bsr_medium_block_blocks_in_flight). The Ntg slice sums of a row meet in team
// scratch, and one thread per row writes it. A team walks Nbrows consecutive
// block rows (not in the paper, which has one; K2's sweep found 2-4 pay).
// Unlike K2, no shape depends on b: a thread's registers hold ept entries
// whatever b is, and a team's threads are nb·Ntg, so K3 serves every b.
// With column-major blocks the nb threads of a slice read nb consecutive values
// of one column per load; nb = 32 makes that a whole warp on NVIDIA, with one
// x entry per load.
// op = Aᵀ reads A's blocks through the block-column index with the strides
// swapped, as every BSR kernel does: no atomics, every mode deterministic.
// Host backends (one thread per team) run a team's threads one after the
// other, with the same slices and the same order of additions. Values are
// loaded cache-streaming (read once each); x through the cache.

#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"
#include "spmv/bsr_outputs.hpp"

#include <stdexcept>
#include <string>

namespace kspmv {

// ept at most this: a thread holds 2·ept values and 2·ept x entries.
inline constexpr int bsr_large_block_max_ept = bsr_max_elements_per_thread;

// Threads of a team (nb·Ntg) at most on GPUs, as for K2's arrays: K3 holds
// about as many registers a thread.
inline constexpr int bsr_large_block_max_team_threads = 512;

template <class ExecSpace, class Bsr, class XView, class Out, int EPT>
struct BsrLargeBlockKernel {
  using S = typename Out::value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Scratch =
      Kokkos::View<S*, typename ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  static constexpr int U = bsr_medium_block_blocks_in_flight;

  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  Out out;
  std::int64_t items;
  int band_rows, bands, groups, ept, block_rows;  // nb, By, Ntg, ept, Nbrows

  // One sum per thread of the team and block row it walks (none for Ntg = 1).
  static std::size_t scratch_entries(const BsrLaunch& l) {
    return l.thread_groups > 1 ? std::size_t(l.band_rows) * l.thread_groups * l.block_rows : 0;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    // The By teams of one block row are neighbours in the league, so they
    // read its blocks' indices and x entries at about the same time.
    const std::int64_t first = std::int64_t(team.league_rank() / bands) * block_rows;
    const int b = int(blocks.b), row0 = team.league_rank() % bands * band_rows;
    const int rows = b - row0 < band_rows ? b - row0 : band_rows, threads = band_rows * groups;
    const Scratch sums(team.team_scratch(0), groups > 1 ? threads * block_rows : 0);
    for (int v = team.team_rank(); v < threads; v += team.team_size()) {
      const int i = v % band_rows, g = v / band_rows;
      for (int k = 0; k < block_rows; ++k) {
        const std::int64_t item = first + k;
        const S sum = item < items && i < rows ? band_row_times_x(item, row0 + i, g) : S(0);
        if (groups > 1)
          sums(k * threads + v) = sum;
        else if (item < items && i < rows)
          out(item * b + row0 + i, sum);
      }
    }
    if (groups == 1) return;  // the same for the whole team
    team.team_barrier();
    for (int i = team.team_rank(); i < rows; i += team.team_size())
      for (int k = 0; k < block_rows; ++k) {
        const std::int64_t item = first + k;
        if (item >= items) break;
        S sum(0);
        for (int g = 0; g < groups; ++g) sum += sums(k * threads + g * band_rows + i);
        out(item * b + row0 + i, sum);
      }
  }

  // Σ over item's blocks of row `row` of op(block), slice g of each working
  // set, times x under it; U slices' loads issued before their multiplies.
  KOKKOS_INLINE_FUNCTION S band_row_times_x(std::int64_t item, int row, int g) const {
    const int b = int(blocks.b), width = groups * ept, c_first = g * ept;
    if (c_first >= b) return S(0);  // Ntg·ept > b leaves the last slices empty
    const std::int64_t end = blocks.block_ptr(item + 1);
    const std::int64_t row_offset = row * blocks.op_strides.row, step = blocks.op_strides.col;
    std::int64_t t = blocks.block_ptr(item);
    int c = c_first;  // first column of the next slice this thread loads
    S sum(0);
    while (t < end) {
      S v[U][EPT], xs[U][EPT];
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const bool here = t < end;
        const std::int64_t block = !here ? 0 : blocks.transposed ? std::int64_t(blocks.source(t)) : t;
        const std::int64_t base = block * blocks.values_per_block + row_offset + c * step;
        const std::int64_t col = here ? std::int64_t(blocks.block_idx(t)) * b + c : 0;
#pragma unroll
        for (int e = 0; e < EPT; ++e) {
          const bool load = here && e < ept && c + e < b;
          // Each value is read once: a cache-streaming load (arch::read)
          // leaves the cache to x (H100, run 44, b = 16: 1.10-1.21x on ten
          // held-out patterns; the same loads in K1, row lanes and a thread
          // per row, whose lanes share a block's cache lines, were up to 2x
          // slower at b = 4-8).
          v[u][e] = load ? arch::read<true>(&blocks.vals(base + e * step)) : S(0);
          xs[u][e] = load ? at(x, col + e, 0) : S(0);
        }
        c += width;  // the next working set of this block, or the next block
        if (c >= b) {
          c = c_first;
          ++t;
        }
      }
#pragma unroll
      for (int u = 0; u < U; ++u)
#pragma unroll
        for (int e = 0; e < EPT; ++e) sum += conj_if(blocks.conjugate, v[u][e]) * xs[u][e];
    }
    return sum;
  }
};

// Whether K3 can run with nb rows per band, Ntg slices of ept columns, and
// teams of nb·Ntg threads within `max_team` (bsr_large_block_max_team_threads
// on GPUs).
inline bool bsr_large_block_fits(std::int64_t b, const BsrLaunch& l, std::int64_t max_team) {
  return b >= 1 && l.band_rows >= 1 && l.thread_groups >= 1 && l.elements_per_thread >= 1 &&
         l.elements_per_thread <= bsr_large_block_max_ept &&
         std::int64_t(l.band_rows) * l.thread_groups <= max_team;
}

// ept for b where the table chooses it: of ept, ept/2, ... 1, the one whose
// busiest slice group walks the fewest columns of a block, ⌈⌈b/e⌉ / Ntg⌉·e
// (ties: the widest). b = 24 with Ntg = 4 and ept = 4 has 6 slices, so two
// groups walk 8 columns while the average is 6; ept 2 gives each 6 (run 22's
// sweep: 81% of the copy bandwidth against 77%).
inline int bsr_large_block_ept(std::int64_t b, int groups, int ept) {
  const auto busiest = [&](std::int64_t e) { return ((b + e - 1) / e + groups - 1) / groups * e; };
  int best = ept > 0 ? ept : 1;
  for (int e = best / 2; e >= 1; e /= 2)
    if (busiest(e) < busiest(best)) best = e;
  return best;
}

// K3 over `items` work items of `blocks` (op(A)'s block rows, or the pieces
// of balanced BSR), each row's sum handed to `out`. launch: nb, Ntg, ept,
// Nbrows (checked by the plan with bsr_large_block_fits).
template <class ExecSpace, class Bsr, class XView, class Out>
void bsr_large_blocks_run(const ExecSpace& exec, const char* name, const BsrOpBlocks<Bsr>& blocks,
                          std::int64_t items, const BsrLaunch& launch, const XView& x,
                          const Out& out) {
  if (items == 0) return;
  const std::int64_t b = blocks.b;
  BsrLaunch l = launch;
  l.block_rows = l.block_rows > 0 ? l.block_rows : 1;
  // Bands of nb rows at most, evened out: b = 96 with nb = 64 runs two bands
  // of 48, not 64 and 32 (a ragged band cost 7% at b = 45 in run 22's sweep).
  const int bands = int((b + l.band_rows - 1) / l.band_rows);
  l.band_rows = int((b + bands - 1) / bands);
  const auto run = [&](auto ept_constant) {
    constexpr int EPT = decltype(ept_constant)::value;
    using Kernel = BsrLargeBlockKernel<ExecSpace, Bsr, XView, Out, EPT>;
    const int threads =
        compat::is_gpu_space<ExecSpace>() ? l.band_rows * l.thread_groups : 1;
    const auto shaped =
        Kokkos::TeamPolicy<ExecSpace>(exec, (items + l.block_rows - 1) / l.block_rows * bands,
                                      threads)
            .set_scratch_size(0, Kokkos::PerTeam(Kernel::Scratch::shmem_size(
                                     Kernel::scratch_entries(l))));
    const Kernel kernel{blocks, x, out, items, l.band_rows, bands,
                        l.thread_groups, l.elements_per_thread, l.block_rows};
    const int max_team = shaped.team_size_max(kernel, Kokkos::ParallelForTag());
    if (threads > max_team)
      throw std::runtime_error("kspmv: K3 with nb = " + std::to_string(l.band_rows) + " and Ntg = " +
                               std::to_string(l.thread_groups) + " needs teams of " +
                               std::to_string(threads) + " threads; this kernel launches at most " +
                               std::to_string(max_team));
    Kokkos::parallel_for(name, light_weight(shaped), kernel);
  };
  with_elements_per_thread(l.elements_per_thread, "K3", run);
}

}  // namespace kspmv
