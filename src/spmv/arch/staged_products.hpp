#pragma once
// Rank-2 y = α·A·X + β·y of the load-balanced CSR handle by staged products:
// a team of staged_products_threads takes one chunk of the CSRI schedule
// (StagedShape::chunk entries), thread t holding entries E·t .. E·t + E - 1
// in registers for all the vectors of the launch. Where each of its entries
// ends a row comes from the schedule's row-start mask once a chunk. Then for
// each block of VB vectors
//   1. each thread multiplies its entries by the vector and sums them in
//      order, writing the sum of each row that begins and ends inside its
//      entries into the team's row sums (shared memory), and the partial of
//      the row open at its first entry joined with the partials of the
//      threads before it in the warp (a warp segmented scan, one a thread
//      and vector: [TOPC20] Alg. 1's over a thread's run of entries, as
//      CSRI's lanes do, instead of one entry a lane);
//   2. after a barrier, one thread a vector adds the partials of the rows
//      that cross warps (the warps' tails, in warp order);
//   3. after another, a thread per (row, vector) stores y from the row sums:
//      consecutive rows in consecutive threads, every thread busy.
// A row cut by the chunk's edge leaves its partial in the schedule's carries
// (chunk_carries.hpp), as CSRI's do. Deterministic: the same sums in the
// same order on every run. On host backends a team is one thread (W = 1,
// E = csri window): the walk is the serial sum and every warp primitive the
// identity.
// Run 72 (perf_tests/results/2026-11-30-run72, c2) against the kernel it
// replaced (runs 41-71: each product stored to a shared slot, the chunk's
// rows then summed from the slots a thread per row, a thread per (row,
// vector) or a warp per row, and y stored by the summing thread), one
// process, K = 4 / 8 / 16: web-NotreDame x16 0.85 / 0.84 / 0.83 of the time,
// rajat01 x555 0.94 / 0.90 / 0.89, Chem97Zt x387 0.94 / 0.94 / 0.94,
// soc-Epinions1 x47 0.90 / 0.96 / 0.99, census graphs 0.98-0.99 at K = 8, but
// circuit204 x4080 (rows of at most 18) 1.06-1.07. There a warp waited on
// the longest of its 32 rows and the slots cost a shared store and load a
// product; ncu counted as many warp instructions for both (385 M against
// 396 M on web-NotreDame at K = 8), so the gain is in latency, not issue.
// Tried in the slot kernel's step 2 and lost (run 71): warp segmented scans
// over 32 consecutive slots, one scan a slot, 1.4-3.0x the time; rows of
// more than 16-64 entries a warp each after the thread-per-row sums, 1.0-1.8x.
// Run 70: CSRI with a block of vectors a warp (per-lane stores of y where
// rows end) 1.14-1.94x the slot kernel.
// Run 81 (perf_tests/results/2026-12-01-run81), ncu on web-NotreDame x16 at
// K = 8: 58 warp instructions a product (83% in step 1), 66% of the issue
// slots busy at 50% occupancy, a fifth of the stall samples on each vector's
// first product and a sixth after the barriers. Tried and lost, time against
// this kernel's on five staged cases: all E·VB gathers of a block before its
// sums 1.03-1.08 (64 registers); X through a pointer a vector 1.000 (the same
// code); column pointers where X's row stride is 1 0.986-0.992 (3% fewer
// instructions, not worth a second instantiation); one barrier a block, each
// warp finishing the rows its lanes close, 0.99-1.03 (12% more instructions).
// Run 82 (perf_tests/results/2026-12-01-run82): the scan in only the steps
// the warp's longest segment needs (a smear of the ballot of row ends)
// 0.99-1.025 (not kept: most warps of these graphs hold a row longer than 4
// entries); 9-12 teams a multiprocessor and VB = 4 gain only where rows are
// in order and narrow (tuning.hpp, staged_products_min_teams). Since run 83
// such rows take a second build at 10 teams, since run 97 with VB = 4
// (tuning.hpp, staged_products_ordered_vector_block): 0.92-0.98 of VB = 3's
// time at K = 4, 0.95-1.01 at K = 8.
// Run 100 (perf_tests/results/2026-12-04-run100, ncu source counters: ~1,180
// warp instructions a warp, 40 a product at K = 4): vector j's column of X
// found once a vector and each gather an offset from it (run 81's form of
// this bought 1%; in the 48-register build for rows in order it is 0.92-0.96
// of the time), and the scan's steps found once a lane for all vectors
// (arch::segmented_scan_by_steps, 0.97-0.98): together 0.92-0.96 on
// web-NotreDame, rajat01, Chem97Zt, circuit204 and cage11 at K = 4 and 8,
// 1.03 on bcsstk33; 1.00 where rows are permuted (the default build). One
// scratch request for the four arrays instead of four Views (~100 uniform
// instructions a warp fewer) took 1.01-1.02 and is not kept.

#include "spmv/arch/csri.hpp"
#include "spmv/chunk_carries.hpp"

namespace kspmv {

// Threads of a team and entries each (the chunk is their product, a whole
// number of CSRI windows so that the CSRI schedule serves it), and vectors a
// block (the default build's and the ordered build's differ: tuning.hpp).
template <class ExecSpace, int VectorBlock = staged_products_vector_block>
struct StagedShape {
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int P = compat::is_gpu_space<ExecSpace>() ? staged_products_threads / W : 1;
  static constexpr int T = P * W;
  static constexpr int E = compat::is_gpu_space<ExecSpace>() ? staged_products_entries_per_thread
                                                             : CsriWindow<ExecSpace>::WIN;
  static constexpr std::int64_t chunk = std::int64_t(T) * E;
  static_assert(chunk % CsriWindow<ExecSpace>::WIN == 0, "a staged chunk is whole CSRI windows");
  // Vectors summed between two barriers (row sums for VB vectors a row).
  static constexpr int VB = VectorBlock;
};

// Chunk `chunk`'s rows first..last in the kernel numbering; *_split: the
// first began before the chunk, the last goes on after it.
struct StagedChunkRows {
  std::int64_t chunk, first, last;
  bool first_split, last_split;
  KOKKOS_INLINE_FUNCTION std::int64_t span() const { return last - first + 1; }
};

// The rows of chunk c, entries [begin, end) (kernel_rows: A's rows in the
// kernel numbering). `a`: CsriArrays of the staged schedule.
template <int WIN, class Arrays>
KOKKOS_INLINE_FUNCTION StagedChunkRows staged_chunk_rows(const Arrays& a, std::int64_t c,
                                                         std::int64_t begin, std::int64_t end,
                                                         std::int64_t kernel_rows) {
  StagedChunkRows rows;
  rows.chunk = c;
  rows.first_split = !starts_row(a.row_starts.data(), begin);
  rows.last_split = !starts_row(a.row_starts.data(), end);
  rows.first = std::int64_t(a.window_row(begin / WIN)) + (rows.first_split ? 0 : 1);
  rows.last = end == a.nnz ? kernel_rows - 1 : std::int64_t(a.window_row(end / WIN));
  return rows;
}

// A's rows in the kernel numbering of schedule s (its nonempty rows where
// it compacts them).
template <class Schedule, class Matrix>
std::int64_t staged_kernel_rows(const Schedule& s, const Matrix& A) {
  return s.compact_rows ? std::int64_t(s.nonempty_rows.extent(0)) : std::int64_t(A.numRows());
}

// The kernel (steps 1-3 above), one team a chunk, VectorBlock vectors a block.
template <class ExecSpace, class Matrix, class Schedule, class XView, class YView, int VectorBlock>
struct StagedProducts {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Shape = StagedShape<ExecSpace, VectorBlock>;
  static constexpr int W = Shape::W, P = Shape::P, T = Shape::T, E = Shape::E, VB = Shape::VB;
  static constexpr int WIN = CsriWindow<ExecSpace>::WIN;
  static constexpr int chunk = int(Shape::chunk);
  static_assert(E <= 32 && 32 % E == 0, "a thread's entries lie in one mask word");
  static_assert(W == 1 || chunk / 32 + 1 <= W, "one lane a mask word of the chunk");
  using Scratch = typename ExecSpace::scratch_memory_space;
  using Sums = Kokkos::View<S*, Scratch, Kokkos::MemoryUnmanaged>;
  using RowsOfA = Kokkos::View<O*, Scratch, Kokkos::MemoryUnmanaged>;
  using Ints = Kokkos::View<int*, Scratch, Kokkos::MemoryUnmanaged>;

  CsriArrays<Matrix, Schedule> a;
  decltype(Schedule::carries) carries;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t first_vector, vectors, kernel_rows;  // kernel_rows: A's rows in the kernel numbering
  bool conjugate, aligned;

  KOKKOS_INLINE_FUNCTION static int block_vectors(std::int64_t vectors) {
    return int(vectors < VB ? vectors : VB);
  }
  // Row sums (VB a row), rows of A, warps' tails (VB a warp), and per warp
  // the row its first ending thread closes and whether it has one.
  static std::size_t scratch_bytes(std::int64_t vectors) {
    const int nb = block_vectors(vectors);
    return Sums::shmem_size(std::size_t(chunk) * nb) + RowsOfA::shmem_size(chunk) +
           Sums::shmem_size(std::size_t(P) * nb) + Ints::shmem_size(2 * P);
  }

  // End bits of slots [0, q0) of the chunk: its row starts at entries 1 .. q0
  // (`mask`: the chunk's mask words, `len`: its entries, q0 < len). Lane l
  // counts word l, a warp scan adds them up.
  KOKKOS_INLINE_FUNCTION static int ends_before(const std::uint32_t* mask, int q0, int len,
                                                int lane) {
    if constexpr (W == 1) {
      return 0;  // one thread a team: q0 = 0
    } else {
      const int words = (len >> 5) + 1;  // bits 0 .. len
      const int count = arch::segmented_scan_from<W>(lane < words ? arch::popcount(mask[lane]) : 0, 0);
      const int n = q0 + 1, k = n >> 5;  // bits [0, n): words before k, then k's low bits
      const int whole = arch::shfl(count, k > 0 ? k - 1 : 0);
      if (q0 >= len) return 0;
      return (k > 0 ? whole : 0) + arch::popcount(mask[k] & ((1u << (n & 31)) - 1u)) -
             int(mask[0] & 1u);
    }
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t c = team.league_rank(), begin = c * a.chunk;
    const int len = int(a.nnz - begin < a.chunk ? a.nnz - begin : a.chunk);
    const int w = team.team_rank(), lane = arch::lane_id(), t = w * W + lane;
    const int nb = block_vectors(vectors);
    const Sums sums(team.team_scratch(0), std::size_t(chunk) * nb);
    const RowsOfA rows_of_a(team.team_scratch(0), chunk);
    const Sums tails(team.team_scratch(0), std::size_t(P) * nb);
    const Ints warp_rows(team.team_scratch(0), 2 * P);  // [0, P): closed row; [P, 2P): has one

    const StagedChunkRows rows = staged_chunk_rows<WIN>(a, c, begin, begin + len, kernel_rows);
    const int span = int(rows.span());
    for (int i = t; i < span; i += T) rows_of_a(i) = O(a.row_of(O(rows.first + i)));

    // The thread's entries q0 .. q0 + nv - 1 of the chunk.
    const std::uint32_t* mask = a.row_starts.data() + (begin >> 5);
    const int q0 = t * E, nv = len - q0 <= 0 ? 0 : (len - q0 < E ? len - q0 : E);
    O col[E];
    typename Matrix::non_const_value_type stored[E];
    if (nv == E) {
      arch::load_consecutive(a.entries.data() + begin + q0, aligned, col);
      arch::load_consecutive(a.values + begin + q0, aligned, stored);
    } else {
#pragma unroll
      for (int e = 0; e < E; ++e) {
        col[e] = e < nv ? a.entries(begin + q0 + e) : O(0);
        stored[e] = e < nv ? a.values[begin + q0 + e] : 0;
      }
    }
    S val[E];
#pragma unroll
    for (int e = 0; e < E; ++e) val[e] = conj_if(conjugate, S(stored[e]));

    // Bit e of `ends`: entry q0 + e is its row's last in the chunk (the next
    // entry starts a row; the chunk's last entry where the row ends with it).
    std::uint32_t ends = 0;
    if (nv > 0) {
      const std::uint32_t word = mask[q0 >> 5] >> (q0 & 31);
      const std::uint32_t inside = nv > 1 ? (word >> 1) & (~0u >> (33 - nv)) : 0u;
      ends = inside | (std::uint32_t(starts_row(mask, q0 + nv)) << (nv - 1));
    }
    const int row0 = ends_before(mask, q0, len, lane);  // the chunk's row of entry q0
    // A warp segmented scan joins each thread's last partial to the next
    // threads' up to the next that closes a row.
    const std::uint64_t closers = arch::ballot(ends != 0);
    const std::uint64_t below = lane < 63 ? (std::uint64_t(1) << lane) - 1 : ~std::uint64_t(0) >> 1;
    const int seg_head = arch::highest_bit((closers & (below | (std::uint64_t(1) << lane))) | 1u);
    if (ends != 0 && (closers & below) == 0) warp_rows(w) = row0;  // takes the earlier warps' tails
    if (lane == 0) warp_rows(P + w) = closers != 0;

    const std::uint32_t scan_steps = arch::segmented_scan_steps<W>(seg_head);
    const std::int64_t x_row_stride = row_stride(x);
    for (std::int64_t v0 = 0; v0 < vectors; v0 += nb) {
      const int n = vectors - v0 < nb ? int(vectors - v0) : nb;
#pragma unroll
      for (int u = 0; u < VB; ++u) {
        if (u < n) {
          const std::int64_t j = first_vector + v0 + u;
          S prod[E];
          // Vector j's column once: x(col, j) formed col·stride(0) +
          // j·stride(1) in 64 bits a gather (0.94-0.96 of the time
          // without, run 100). X as given (LayoutLeft) has unit rows.
          const auto* xj = column(x, j);
          if (x_row_stride == 1) {
#pragma unroll
            for (int e = 0; e < E; ++e) prod[e] = e < nv ? S(val[e] * xj[col[e]]) : S(0);
          } else {
#pragma unroll
            for (int e = 0; e < E; ++e)
              prod[e] = e < nv ? S(val[e] * xj[std::int64_t(col[e]) * x_row_stride]) : S(0);
          }
          S acc(0), head(0);
          int row = row0;
#pragma unroll
          for (int e = 0; e < E; ++e) {
            acc += prod[e];
            if ((ends >> e) & 1u) {
              if (row == row0) head = acc;
              else sums(u * chunk + row) = acc;
              acc = S(0);
              ++row;
            }
          }
          const S joined = arch::segmented_scan_by_steps<W>(acc, scan_steps);
          const S before = arch::shfl_up<W>(joined, 1);
          if (ends != 0) sums(u * chunk + row0) = lane > 0 ? S(head + before) : head;
          if (lane == W - 1) tails(u * P + w) = joined;
        }
      }
      team.team_barrier();
      for (int u = t; u < n; u += T) {  // rows across warps, in warp order
        S carry = tails(u * P);
        for (int g = 1; g < P; ++g) {
          if (warp_rows(P + g)) {
            sums(u * chunk + warp_rows(g)) += carry;
            carry = tails(u * P + g);
          } else {
            carry += tails(u * P + g);
          }
        }
        if (rows.last_split) sums(u * chunk + span - 1) = carry;
      }
      team.team_barrier();
      const int items = span * n;
      for (int i = t; i < items; i += T) {
        int r = i, u = 0;
        while (r >= span) {  // at most VB - 1 steps
          r -= span;
          ++u;
        }
        finish(rows, v0 + u, rows.first + r, rows_of_a(r), sums(u * chunk + r));
      }
      team.team_barrier();
    }
  }

  // A row cut by the chunk's edge leaves a partial (chunk_carries.hpp: the
  // head when it began before the chunk, else the tail); the rest are whole.
  KOKKOS_FORCEINLINE_FUNCTION void finish(const StagedChunkRows& rows, std::int64_t v, std::int64_t k,
                                          std::int64_t r, const S& sum) const {
    if (k == rows.first && rows.first_split) carries.head(rows.chunk, v) = sum;
    else if (k == rows.last && rows.last_split) carries.tail(rows.chunk, v) = sum;
    else store_result(at(y, r, first_vector + v), alpha, beta, sum);
  }
};

// Y(:, j) for `vectors` columns from `first_vector` (at most the schedule's
// carry batch); the schedule's chunk must be StagedShape<ExecSpace>::chunk.
// `ordered`: the launch bounds of staged_products_ordered_min_teams teams a
// multiprocessor and blocks of staged_products_ordered_vector_block vectors
// instead of staged_products_min_teams and staged_products_vector_block,
// where their shared memory fits (a second build of the kernel on GPUs; host
// backends have one).
template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void staged_products_apply_batch(const ExecSpace& exec, const Schedule& s, bool conjugate,
                                 bool ordered, const Matrix& A,
                                 typename YView::const_value_type alpha, const XView& x,
                                 typename YView::const_value_type beta, const YView& y,
                                 std::int64_t first_vector, std::int64_t vectors) {
  const bool zeroed = zero_y_before_first_pass(exec, s.carries, first_vector, vectors, beta, y);
  if (s.num_chunks > 0) {
    const auto kernel_of = [&](auto vector_block) {
      using Kernel =
          StagedProducts<ExecSpace, Matrix, Schedule, XView, YView, decltype(vector_block)::value>;
      return Kernel{CsriArrays<Matrix, Schedule>::of(A, s), s.carries, x, y, alpha,
                    beta, first_vector, vectors, staged_kernel_rows(s, A), conjugate,
                    s.aligned};
    };
    // Light weight, as every kspmv launch: the functor goes as a kernel
    // argument, never through a buffer Kokkos may free inside a graph capture.
    const auto policy = [&](const auto& kernel, auto min_teams, std::int64_t scratch_vectors) {
      using Kernel = std::decay_t<decltype(kernel)>;
      // 60 registers at 8 teams, 48 at 10 (VB 3 or 4), no spills (ptxas,
      // runs 72, 82, 97).
      using Bounds = Kokkos::LaunchBounds<Kernel::T, decltype(min_teams)::value>;
      Kokkos::TeamPolicy<ExecSpace, Bounds> p(exec, s.num_chunks, Kernel::P, Kernel::W);
      p.set_scratch_size(0, Kokkos::PerTeam(Kernel::scratch_bytes(scratch_vectors)));
      return light_weight(p);
    };
    const auto launch = [&](auto vector_block, auto min_teams) {
      const auto kernel = kernel_of(vector_block);
      Kokkos::parallel_for("kspmv::staged_products", policy(kernel, min_teams, vectors), kernel);
    };
    using Default = std::integral_constant<int, staged_products_min_teams>;
    using DefaultBlock = std::integral_constant<int, staged_products_vector_block>;
    if constexpr (compat::is_gpu_space<ExecSpace>()) {
      using Ordered = std::integral_constant<int, staged_products_ordered_min_teams>;
      using OrderedBlock = std::integral_constant<int, staged_products_ordered_vector_block>;
      // Ten teams' scratch must fit in a multiprocessor's shared memory, or
      // Kokkos refuses the team size: complex<double> needs 36 KB a team at
      // VB 4 of the H200's 228 KB and keeps the default build. Asked once a kernel
      // type, for a block of VB vectors (the most scratch any batch takes).
      static const bool ordered_fits = [&] {
        const auto kernel = kernel_of(OrderedBlock{});
        return policy(kernel, Ordered{}, OrderedBlock::value)
                   .team_size_max(kernel, Kokkos::ParallelForTag()) >= kernel.P;
      }();
      if (ordered && ordered_fits) launch(OrderedBlock{}, Ordered{});
      else launch(DefaultBlock{}, Default{});
    } else {
      launch(DefaultBlock{}, Default{});
    }
  }
  finish_carried_rows<false>(exec, s.carries, first_vector, vectors, alpha, beta, y, zeroed);
}

template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void staged_products_apply(const ExecSpace& exec, const Schedule& s, bool conjugate, bool ordered,
                           const Matrix& A, typename YView::const_value_type alpha,
                           const XView& x, typename YView::const_value_type beta, const YView& y) {
  const std::int64_t vectors = num_vectors(y), batch = s.carries.batch();
  for_each_vector_batch(vectors, batch, [&](std::int64_t j, std::int64_t count) {
    staged_products_apply_batch(exec, s, conjugate, ordered, A, alpha, x, beta, y, j, count);
  });
}

}  // namespace kspmv
