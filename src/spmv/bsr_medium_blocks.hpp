#pragma once
// K2 of [KSPARSE] §5.3: BSR SpMV for medium blocks, rank 1. A thread array of
// b × Ntg threads serves one block row at a time: thread (i, g) holds row i
// of the g-th vertical slice of every block (Fig. 6: slices of ⌈b/Ntg⌉ or
// ⌊b/Ntg⌋ columns where Ntg does not divide b). For each block it loads its
// slice's values and the x entries under them before it multiplies (register
// blocking, §4.1), together with the next block's (double buffering, §4.2,
// bsr_medium_block_blocks_in_flight), so a thread has up to 2·ept loads in
// flight where the portable kernel (spmv/bsr.hpp) has one. The Ntg slice sums
// of a row meet in team scratch, and one thread per row writes y. A team
// holds Nta arrays, each walking Nbrows_ta consecutive block rows.
// No warp intrinsics: a slice is b threads, which need not be a warp, so the
// kernel is a plain TeamPolicy functor and lives beside its portable twin.
// With column-major blocks (the GPU table's), the b threads of a slice read b
// consecutive values per load. op = Aᵀ reads A's blocks through the
// block-column index with the strides swapped, as every BSR kernel does: no
// atomics, every mode deterministic.
// Host backends (one thread per team) run an array's threads one after the
// other, with the same slices and the same order of additions.
// The output is a functor of spmv/bsr_outputs.hpp: y with α and β, or the
// raw sums of the balanced pieces.

#include "spmv/bsr_launch.hpp"
#include "spmv/bsr_op_blocks.hpp"
#include "spmv/bsr_outputs.hpp"

#include <stdexcept>
#include <string>

namespace kspmv {

// Entries of a block row per thread that K2 is compiled for: ept ≤ this, so
// Ntg ≥ ⌈b / this⌉ ([KSPARSE] eq. 2: ept_max = ⌈b / Ntg⌉).
inline constexpr int bsr_medium_block_max_ept = bsr_max_elements_per_thread;

// Threads of one array (b·Ntg) at most: a GPU team holds 1024, but K2's
// registers (about 72 at ept = 4 on the H200) leave fewer; 512 launches at up
// to 128 registers a thread. So K2 serves b ≤ 64 (64 x 8 slices).
inline constexpr int bsr_medium_block_max_array_threads = 512;

template <class ExecSpace, class Bsr, class XView, class Out, int EPT>
struct BsrMediumBlockKernel {
  using S = typename Out::value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Scratch =
      Kokkos::View<S*, typename ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  static constexpr int U = bsr_medium_block_blocks_in_flight;

  BsrOpBlocks<Bsr> blocks;
  input_view_t<XView> x;
  Out out;
  std::int64_t items;
  int groups, arrays, block_rows;  // Ntg, Nta, Nbrows_ta

  // One sum per thread of the team and block row it walks (none for Ntg = 1).
  static std::size_t scratch_entries(std::int64_t b, const BsrLaunch& l) {
    return l.thread_groups > 1 ? std::size_t(b * l.thread_groups * l.arrays_per_team * l.block_rows)
                               : 0;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const int b = int(blocks.b), array_threads = b * groups, threads = arrays * array_threads;
    const std::int64_t first = std::int64_t(team.league_rank()) * arrays * block_rows;
    const Scratch sums(team.team_scratch(0), groups > 1 ? threads * block_rows : 0);
    // Slice g: columns c0 .. c0 + width - 1, the first b mod Ntg slices one wider.
    const int narrow = b / groups, wide = b % groups;
    for (int v = team.team_rank(); v < threads; v += team.team_size()) {
      const int a = v / array_threads, g = v % array_threads / b, i = v % b;
      const int width = narrow + (g < wide), c0 = g * narrow + (g < wide ? g : wide);
      for (int k = 0; k < block_rows; ++k) {
        const std::int64_t item = first + std::int64_t(a) * block_rows + k;
        const S sum = item < items ? slice_times_x(item, i, c0, width) : S(0);
        if (groups > 1)
          sums(k * threads + v) = sum;
        else if (item < items)
          out(item * b + i, sum);
      }
    }
    if (groups == 1) return;  // the same for the whole team
    team.team_barrier();
    for (int v = team.team_rank(); v < arrays * b; v += team.team_size()) {
      const int a = v / b, i = v % b;
      for (int k = 0; k < block_rows; ++k) {
        const std::int64_t item = first + std::int64_t(a) * block_rows + k;
        if (item >= items) break;
        S sum(0);
        for (int g = 0; g < groups; ++g) sum += sums(k * threads + a * array_threads + g * b + i);
        out(item * b + i, sum);
      }
    }
  }

  // Σ over item's blocks of row i, columns c0 .. c0 + width - 1 of op(block)
  // times x under them; U blocks' loads issued before their multiplies.
  KOKKOS_INLINE_FUNCTION S slice_times_x(std::int64_t item, int i, int c0, int width) const {
    const std::int64_t end = blocks.block_ptr(item + 1);
    const std::int64_t offset = i * blocks.op_strides.row + c0 * blocks.op_strides.col;
    const std::int64_t step = blocks.op_strides.col;
    S sum(0);
    for (std::int64_t t0 = blocks.block_ptr(item); t0 < end; t0 += U) {
      S v[U][EPT], xs[U][EPT];
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const std::int64_t t = t0 + u;
        const bool here = t < end;
        const std::int64_t block = !here ? 0 : blocks.transposed ? std::int64_t(blocks.source(t)) : t;
        const std::int64_t base = block * blocks.values_per_block + offset;
        const std::int64_t col = here ? std::int64_t(blocks.block_idx(t)) * blocks.b + c0 : 0;
#pragma unroll
        for (int e = 0; e < EPT; ++e) {
          const bool load = here && e < width;
          v[u][e] = load ? blocks.vals(base + e * step) : S(0);
          xs[u][e] = load ? at(x, col + e, 0) : S(0);
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

// Whether K2 can serve b with Ntg thread groups: 1 ≤ Ntg ≤ b, ⌈b/Ntg⌉ ≤
// bsr_medium_block_max_ept entries per thread, and one array (b·Ntg threads)
// within `max_array` threads (bsr_medium_block_max_array_threads on GPUs).
inline bool bsr_medium_block_fits(std::int64_t b, std::int64_t groups, std::int64_t max_array) {
  return b >= 2 && groups >= 1 && groups <= b &&
         (b + groups - 1) / groups <= bsr_medium_block_max_ept && b * groups <= max_array;
}

// Ntg for b: the fewest slices with at most `ept` entries each ([KSPARSE]
// eq. 2 read backwards), at least ⌈b / bsr_medium_block_max_ept⌉.
inline int bsr_medium_block_groups(std::int64_t b, int ept) {
  const int per_thread = ept > 0 && ept < bsr_medium_block_max_ept ? ept : bsr_medium_block_max_ept;
  return int((b + per_thread - 1) / per_thread);
}

// K2 over `items` work items of `blocks` (op(A)'s block rows, or the pieces
// of balanced BSR), each row's sum handed to `out`. launch: Ntg, Nta,
// Nbrows_ta (checked by the plan with bsr_medium_block_fits).
template <class ExecSpace, class Bsr, class XView, class Out>
void bsr_medium_blocks_run(const ExecSpace& exec, const char* name, const BsrOpBlocks<Bsr>& blocks,
                           std::int64_t items, const BsrLaunch& launch, const XView& x,
                           const Out& out) {
  if (items == 0) return;
  const std::int64_t b = blocks.b;
  BsrLaunch l = launch;
  l.block_rows = l.block_rows > 0 ? l.block_rows : 1;
  l.arrays_per_team = compat::is_gpu_space<ExecSpace>() && l.arrays_per_team > 0 ? l.arrays_per_team : 1;
  const int ept = int((b + l.thread_groups - 1) / l.thread_groups);
  const auto run = [&](auto ept_constant) {
    constexpr int EPT = decltype(ept_constant)::value;
    using Kernel = BsrMediumBlockKernel<ExecSpace, Bsr, XView, Out, EPT>;
    using Policy = Kokkos::TeamPolicy<ExecSpace>;
    const auto shape = [&](const BsrLaunch& s) {
      const std::int64_t per_team = std::int64_t(s.arrays_per_team) * s.block_rows;
      const int threads =
          compat::is_gpu_space<ExecSpace>() ? int(b) * s.thread_groups * s.arrays_per_team : 1;
      return Policy(exec, (items + per_team - 1) / per_team, threads)
          .set_scratch_size(0, Kokkos::PerTeam(Kernel::Scratch::shmem_size(
                                   Kernel::scratch_entries(b, s))));
    };
    Kernel kernel{blocks, x, out, items, l.thread_groups, l.arrays_per_team, l.block_rows};
    // Fewer arrays (then fewer block rows) per team where the kernel's
    // registers or the per-team scratch of the partial sums (16-byte scalars
    // at b = 64 overflow shared memory) allow fewer threads: team_size_max
    // answers 0 when the scratch alone does not fit.
    const auto fits = [&](const BsrLaunch& s) {
      return int(b) * s.thread_groups * s.arrays_per_team <=
             shape(s).team_size_max(kernel, Kokkos::ParallelForTag());
    };
    if (compat::is_gpu_space<ExecSpace>()) {
      while (!fits(l)) {
        if (l.arrays_per_team > 1) {
          --l.arrays_per_team;
        } else if (l.block_rows > 1) {
          --l.block_rows;
        } else {
          throw std::runtime_error(
              "kspmv: K2 with b = " + std::to_string(b) + " and Ntg = " +
              std::to_string(l.thread_groups) + " needs teams of " +
              std::to_string(b * l.thread_groups) + " threads and " +
              std::to_string(Kernel::Scratch::shmem_size(Kernel::scratch_entries(b, l))) +
              " bytes of scratch; this kernel launches at most " +
              std::to_string(shape(l).team_size_max(kernel, Kokkos::ParallelForTag())));
        }
      }
      kernel.arrays = l.arrays_per_team;
      kernel.block_rows = l.block_rows;
    }
    Kokkos::parallel_for(name, light_weight(shape(l)), kernel);
  };
  with_elements_per_thread(ept, "K2", run);
}

}  // namespace kspmv
