#pragma once
// Rank-2 y = α·A·X + β·y of the load-balanced CSR handle by staged products:
// a team of staged_products_threads takes one chunk of the CSRI schedule
// (StagedShape::chunk entries), holds its entries in registers for all
// the vectors of the launch, finds the chunk's rows once (their slots and
// rows of A, into shared memory), and for each block of VB vectors
//   1. stores the product of entry q of the chunk with vector u of the block
//      into shared slot u·chunk + q (entry q in thread q mod T: coalesced
//      loads, no atomics, no scan), then
//   2. sums each row's slots for each vector of the block, a thread per
//      row where the chunk holds many short rows, a thread per (row, vector)
//      where its rows average staged_items_min_entries or more, a warp per
//      row where they average W or more, and stores y (a row cut by the
//      chunk's edge leaves its partial in the schedule's carries, finished
//      by the second pass of chunk_carries.hpp, as CSRI's are).
//      Deterministic: the same sums in the same order.
//      Tried in step 2's place and lost (run 71): warp segmented scans over
//      32 consecutive slots, conflict-free and even across warps, 1.4-3.0x
//      the time (five scan steps a slot cost more than a thread's serial
//      sum of a short row); rows of more than 16-64 entries a warp each
//      after the thread-per-row sums, 1.0-1.8x.
// Run 38's counters of cuSPARSE's COO SpMM (128-thread blocks, 6144 B of
// shared memory, one shared store a product) suggested the shape; run 41's
// probe (perf_tests/probes/block_runs_spmm.cu) timed it at K = 8 against
// rank-2 CSRI: web-NotreDame x16 0.76 against 1.16 ms, rajat01 x555 0.58
// against 0.85, Chem97Zt x387 0.66 against 0.87 (H100).
//
// Warp sums only in step 2's warp-per-row branch; on host backends a team is
// one thread (W = 1, E = csri window) and the same code is the serial walk.

#include "spmv/arch/csri.hpp"
#include "spmv/chunk_carries.hpp"

namespace kspmv {

// Threads of a team and entries each (the chunk is their product, a whole
// number of CSRI windows so that the CSRI schedule serves it).
template <class ExecSpace>
struct StagedShape {
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int P = compat::is_gpu_space<ExecSpace>() ? staged_products_threads / W : 1;
  static constexpr int T = P * W;
  static constexpr int E = compat::is_gpu_space<ExecSpace>() ? staged_products_entries_per_thread
                                                             : CsriWindow<ExecSpace>::WIN;
  static constexpr std::int64_t chunk = std::int64_t(T) * E;
  static_assert(chunk % CsriWindow<ExecSpace>::WIN == 0, "a staged chunk is whole CSRI windows");
  // Vectors staged between two barriers (slots for VB products an entry).
  static constexpr int VB = staged_products_vector_block;
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

// Step 2 sums a chunk of `len` entries over `span` rows a warp per row where
// they average W entries or more (never on host backends, W = 1).
template <int W>
KOKKOS_INLINE_FUNCTION bool staged_warp_rows(std::int64_t len, std::int64_t span) {
  return W > 1 && span * W <= len;
}

// Else a thread per (row, vector) where they average staged_items_min_entries
// or more, if the kernel was built with the items (StagedProducts::Items);
// else a thread per row.
KOKKOS_INLINE_FUNCTION bool staged_item_rows(std::int64_t len, std::int64_t span) {
  return staged_items_min_entries > 0 && len >= std::int64_t(staged_items_min_entries) * span;
}

// Items: the kernel has the thread-per-(row, vector) branch; without, chunks
// of item rows go a thread per row. Both builds run under the same launch
// bounds (staged_products_min_teams: 64 registers, no spills, ptxas run 71).
template <class ExecSpace, class Matrix, class Schedule, class XView, class YView, bool Items>
struct StagedProducts {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Shape = StagedShape<ExecSpace>;
  static constexpr int W = Shape::W, P = Shape::P, T = Shape::T, E = Shape::E, VB = Shape::VB;
  static constexpr int WIN = CsriWindow<ExecSpace>::WIN;
  using Slots = Kokkos::View<S*, typename ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  // The chunk's rows, found once a chunk: row i of the chunk (kernel row
  // first + i) has slots [bounds(i), bounds(i + 1)) and is row rows_of_a(i)
  // of A. Run 71 (perf_tests/results/2026-11-30-run71, c3), against the
  // rows found by row_map's global loads once a block of vectors, both builds
  // at 64 registers: 0.91-1.00 of the time on the five staged matrices at
  // K = 4-16 (rajat01 x555 0.91-0.94, web-NotreDame x16 0.92-0.95), 0.99-1.04
  // on three census graphs at K = 8.
  using RowBounds = Kokkos::View<int*, typename ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  using RowsOfA = Kokkos::View<O*, typename ExecSpace::scratch_memory_space, Kokkos::MemoryUnmanaged>;
  static constexpr int bound_slots = int(Shape::chunk) + 1;  // span <= chunk rows, and the end

  CsriArrays<Matrix, Schedule> a;
  typename Matrix::row_map_type row_map;
  decltype(Schedule::carries) carries;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t first_vector, vectors, kernel_rows;  // kernel_rows: A's rows in the kernel numbering
  bool conjugate;

  // Vectors a block stages at once: VB, or fewer when the launch has fewer.
  KOKKOS_INLINE_FUNCTION static int block_vectors(std::int64_t vectors) {
    return int(vectors < VB ? vectors : VB);
  }
  static std::size_t slot_bytes(std::int64_t vectors) {
    return Slots::shmem_size(Shape::chunk * block_vectors(vectors)) +
           RowBounds::shmem_size(bound_slots) + RowsOfA::shmem_size(bound_slots);
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t c = team.league_rank(), begin = c * a.chunk;
    const std::int64_t len = a.nnz - begin < a.chunk ? a.nnz - begin : a.chunk;
    const std::int64_t end = begin + len;
    const int t = team.team_rank() * W + arch::lane_id();
    const int nb = block_vectors(vectors);
    const Slots slot(team.team_scratch(0), Shape::chunk * nb);
    const RowBounds bounds(team.team_scratch(0), bound_slots);
    const RowsOfA rows_of_a(team.team_scratch(0), bound_slots);

    const StagedChunkRows rows = staged_chunk_rows<WIN>(a, c, begin, end, kernel_rows);
    const std::int64_t first = rows.first, last = rows.last, span = rows.span();
    // Computed where it was before the items became a template choice: an
    // enum of the three ways up front cost 8 more bytes of spills (run 69).
    const bool warp_rows = staged_warp_rows<W>(len, span);
    // Read after step 1's barrier; span <= len: every row here has an entry.
    for (int i = t; i <= int(span); i += T) {
      if (i == int(span)) {
        bounds(i) = int(len);
      } else {
        const std::int64_t r = a.row_of(O(first + i)), b = std::int64_t(row_map(r));
        bounds(i) = int(b > begin ? b - begin : 0);
        rows_of_a(i) = O(r);
      }
    }

    O col[E];
    S val[E];
#pragma unroll
    for (int e = 0; e < E; ++e) {
      const std::int64_t q = t + std::int64_t(e) * T;
      col[e] = q < len ? a.entries(begin + q) : O(0);
      val[e] = q < len ? conj_if(conjugate, S(a.values[begin + q])) : S(0);
    }

    // Vectors v0 .. v0 + n - 1 at a time: E·n loads of x in flight a thread,
    // and each row's piece found once for the n. (Blocks made even, K = 4 as
    // 2 + 2, cost a 64-bit division a block and took the kernel from 64 to 80
    // registers, 6 teams a multiprocessor instead of 8: 1.17-1.26x the time,
    // run 66.)
    for (std::int64_t v0 = 0; v0 < vectors; v0 += nb) {
      const int n = vectors - v0 < nb ? int(vectors - v0) : nb;
#pragma unroll
      for (int u = 0; u < VB; ++u) {
        if (u < n) {
          const std::int64_t j = first_vector + v0 + u;
#pragma unroll
          for (int e = 0; e < E; ++e) {
            const int q = t + e * T;
            if (q < len) slot(u * Shape::chunk + q) = val[e] * at(x, col[e], j);
          }
        }
      }
      team.team_barrier();
      if (warp_rows) {
        for (std::int64_t k = first + team.team_rank(); k <= last; k += P) {
          const auto [lo, hi, r] = piece(k, first, bounds, rows_of_a);
          for (int u = 0; u < n; ++u) {
            S sum(0);
            for (int q = lo + arch::lane_id(); q < hi; q += W) sum += slot(u * Shape::chunk + q);
            sum = arch::warp_sum<W>(sum);
            if (arch::lane_id() == 0) finish(rows, v0 + u, k, r, sum);
          }
        }
      } else {
        // Item rows: item i = row i mod span, vector i / span of the block,
        // so that a chunk of ~47 rows keeps more than 47 of its 128 threads
        // busy (tuning.hpp). Same sums in the same order.
        if (Items && staged_item_rows(len, span)) {
          const int rows_here = int(span), items = rows_here * n;  // span <= chunk
          for (int i = t; i < items; i += T) {
            int row = i, u = 0;
            while (row >= rows_here) {  // at most VB - 1 steps: i < span * n
              row -= rows_here;
              ++u;
            }
            const std::int64_t k = first + row;
            const auto [lo, hi, r] = piece(k, first, bounds, rows_of_a);
            S sum(0);
            for (int q = lo; q < hi; ++q) sum += slot(u * Shape::chunk + q);
            finish(rows, v0 + u, k, r, sum);
          }
        } else {
          for (std::int64_t k = first + t; k <= last; k += T) {
            const auto [lo, hi, r] = piece(k, first, bounds, rows_of_a);
            for (int u = 0; u < n; ++u) {
              S sum(0);
              for (int q = lo; q < hi; ++q) sum += slot(u * Shape::chunk + q);
              finish(rows, v0 + u, k, r, sum);
            }
          }
        }
      }
      team.team_barrier();
    }
  }

  struct Piece {
    int lo, hi;       // the row's slots in the chunk
    std::int64_t r;   // the row of A
  };
  // Kernel row k's slots in the chunk, `first` the chunk's first row.
  KOKKOS_FORCEINLINE_FUNCTION static Piece piece(std::int64_t k, std::int64_t first,
                                                 const RowBounds& bounds, const RowsOfA& rows_of_a) {
    const int i = int(k - first);
    return {bounds(i), bounds(i + 1), std::int64_t(rows_of_a(i))};
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

// A's rows in the kernel numbering of schedule s (its nonempty rows where
// it compacts them).
template <class Schedule, class Matrix>
std::int64_t staged_kernel_rows(const Schedule& s, const Matrix& A) {
  return s.compact_rows ? std::int64_t(s.nonempty_rows.extent(0)) : std::int64_t(A.numRows());
}

// The share of the staged schedule's chunks whose rows step 2 would sum a
// thread per (row, vector): at setup, to choose the kernel with the items
// (staged_items_min_share, tuning.hpp).
template <class ExecSpace, class Schedule, class Matrix>
double staged_item_chunk_share(const ExecSpace& exec, const Schedule& s, const Matrix& A) {
  if (s.num_chunks == 0) return 0;
  constexpr int W = StagedShape<ExecSpace>::W, WIN = CsriWindow<ExecSpace>::WIN;
  const auto a = CsriArrays<Matrix, Schedule>::of(A, s);
  const std::int64_t kernel_rows = staged_kernel_rows(s, A);
  std::int64_t items = 0;
  Kokkos::parallel_reduce(
      "kspmv::staged_item_chunk_share", Kokkos::RangePolicy<ExecSpace>(exec, 0, s.num_chunks),
      KOKKOS_LAMBDA(const std::int64_t c, std::int64_t& n) {
        const std::int64_t begin = c * a.chunk, end = begin + a.chunk < a.nnz ? begin + a.chunk : a.nnz;
        const auto rows = staged_chunk_rows<WIN>(a, c, begin, end, kernel_rows);
        const std::int64_t len = end - begin, span = rows.span();
        n += !staged_warp_rows<W>(len, span) && staged_item_rows(len, span) ? 1 : 0;
      },
      items);
  return double(items) / double(s.num_chunks);
}

// Y(:, j) for `vectors` columns from `first_vector` (at most the schedule's
// carry batch); the schedule's chunk must be StagedShape<ExecSpace>::chunk.
// `items`: the kernel with the thread-per-(row, vector) sums, else the
// kernel without (staged_items_min_share).
template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void staged_products_apply_batch(const ExecSpace& exec, const Schedule& s, bool conjugate,
                                 bool items, const Matrix& A,
                                 typename YView::const_value_type alpha, const XView& x,
                                 typename YView::const_value_type beta, const YView& y,
                                 std::int64_t first_vector, std::int64_t vectors) {
  const bool zeroed = zero_y_before_first_pass(exec, s.carries, first_vector, vectors, beta, y);
  const auto launch = [&](auto with_items) {
    constexpr bool I = decltype(with_items)::value;
    using Kernel = StagedProducts<ExecSpace, Matrix, Schedule, XView, YView, I>;
    using Bounds = Kokkos::LaunchBounds<Kernel::T, staged_products_min_teams>;
    Kokkos::TeamPolicy<ExecSpace, Bounds> policy(exec, s.num_chunks, Kernel::P, Kernel::W);
    // Light weight, as every kspmv launch: the functor goes as a kernel
    // argument, never through a buffer Kokkos may free inside a graph capture.
    policy.set_scratch_size(0, Kokkos::PerTeam(Kernel::slot_bytes(vectors)));
    Kokkos::parallel_for("kspmv::staged_products", light_weight(policy),
                         Kernel{CsriArrays<Matrix, Schedule>::of(A, s), A.graph.row_map,
                                s.carries, x, y, alpha, beta, first_vector, vectors,
                                staged_kernel_rows(s, A), conjugate});
  };
  if (s.num_chunks > 0) {
    if (items) launch(std::true_type{});
    else launch(std::false_type{});
  }
  finish_carried_rows<false>(exec, s.carries, first_vector, vectors, alpha, beta, y, zeroed);
}

template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void staged_products_apply(const ExecSpace& exec, const Schedule& s, bool conjugate, bool items,
                           const Matrix& A, typename YView::const_value_type alpha, const XView& x,
                           typename YView::const_value_type beta, const YView& y) {
  const std::int64_t vectors = num_vectors(y), batch = s.carries.batch();
  for_each_vector_batch(vectors, batch, [&](std::int64_t j, std::int64_t count) {
    staged_products_apply_batch(exec, s, conjugate, items, A, alpha, x, beta, y, j, count);
  });
}

}  // namespace kspmv
