#pragma once
// y += α·Aᵀ·x by atomics, with the entries of a tile that share a column
// summed on chip first (TransposeVectors::presummed). The plain scatter
// (csri_scatter.hpp) sends one atomic add to memory per entry and vector;
// at K >= 4 its time follows nnz·K at 130-280 G adds/s (run 75's record,
// every held-out matrix), so the atomics, not A's bytes, set it. In web
// graphs and meshes neighbouring rows repeat each other's columns: a tile of
// 1024 consecutive entries holds 0.42 distinct columns an entry on
// web-NotreDame, 0.38 on rajat01, 0.15 on bcsstk16 (1.0 on Chem97Zt).
// A team takes one tile of presum_tile_entries entries of A's CSR order:
//   1. each entry's column goes into a hash table in team scratch (open
//      addressing, compare-and-swap); the thread that claims a slot gives
//      it the next dense index (one shared counter, one add a warp);
//   2. the tile's entries are ordered by dense index (a counting sort: an
//      integer scratch atomic an entry, a team scan over the counts), each
//      placed as its row of A and its value, found once a tile;
//   3. a thread a (distinct column, vector), a column's vectors in
//      neighbouring threads (its rows and values read as broadcasts), sums
//      its column's entries in registers and adds α·sum into y: one atomic a
//      (column, vector), none in scratch.
// Run 76 c2 first summed in scratch by floating-point scratch atomics (a
// compare-and-swap loop each): 1.2-2.5x the plain scatter's time, the L1 /
// shared-memory pipe the busiest unit where the plain scatter's was the L2
// (ncu, c3; diffs/r76_presum_scratch_atomics.diff). Run 76 c4 placed each
// entry as its index in the tile, each (entry, vector) then finding the
// row and value again: 0.77-1.6x the plain scatter's time, the SM's issue
// the limit (c5; diffs/r76_presum_sorted.diff). This third design (run 77):
// 0.62-0.88 of the plain scatter's time where tiles hold 0.14-0.18 distinct
// columns an entry (bcsstk16/29/33) at K = 8-32, 1.0-1.07 at 0.25, 1.1-1.7
// at 0.5-1.0; automatic takes it below TuningTable::transpose_presum_max_distinct.
// The rows come from the CSRI schedule's row-start mask and window rows,
// as in the other CSRI kernels; a tile is whole windows. Not deterministic
// (dense indices and scratch sums follow the order of arrival), like every
// scatter; SpmvOptions::deterministic goes through the CSC. Host backends
// run the same code with a team of one thread.

#include "spmv/arch/csri.hpp"

namespace kspmv {

template <class ExecSpace>
struct PresumShape {
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int P = compat::is_gpu_space<ExecSpace>() ? presum_threads / W : 1;  // warps
  static constexpr int T = P * W;
  // Hosts take half a GPU's tile: Kokkos grants a host team 32 KB of scratch.
  static constexpr int TILE =
      compat::is_gpu_space<ExecSpace>() ? presum_tile_entries : presum_tile_entries / 2;
  static constexpr int SLOTS = 2 * TILE;  // hash slots, a power of two
  static constexpr int WORDS = TILE / 32;  // row-start mask words of a tile
  static_assert(TILE % CsriWindow<ExecSpace>::WIN == 0, "a tile is whole CSRI windows");
  static_assert((SLOTS & (SLOTS - 1)) == 0, "hash slots a power of two");
};

// A tile's distinct columns in team scratch: slot keys (open addressing),
// slot → dense index, dense index → column, and each entry's slot.
template <class ExecSpace, class O>
struct TileColumns {
  using Shape = PresumShape<ExecSpace>;
  static constexpr int W = Shape::W, T = Shape::T, TILE = Shape::TILE, SLOTS = Shape::SLOTS;
  using Scratch = typename ExecSpace::scratch_memory_space;
  template <class V>
  using Shared = Kokkos::View<V*, Scratch, Kokkos::MemoryUnmanaged>;
  static constexpr O empty = O(-1);

  // Dense indices and slots below TILE, SLOTS: 16 bits (scratch is 48 KB a team).
  using Index = std::int16_t;
  static_assert(SLOTS <= 32768, "slots fit 16 bits");
  Shared<O> keys, columns;
  Shared<Index> dense, slot_of;
  Shared<int> count;

  static std::size_t scratch_bytes() {
    return Shared<O>::shmem_size(SLOTS) + Shared<O>::shmem_size(TILE) +
           Shared<Index>::shmem_size(SLOTS) + Shared<Index>::shmem_size(TILE) +
           Shared<int>::shmem_size(1);
  }
  template <class Team>
  KOKKOS_INLINE_FUNCTION explicit TileColumns(const Team& team)
      : keys(team.team_scratch(0), SLOTS),
        columns(team.team_scratch(0), TILE),
        dense(team.team_scratch(0), SLOTS),
        slot_of(team.team_scratch(0), TILE),
        count(team.team_scratch(0), 1) {}

  // Fibonacci hashing: the top log2(SLOTS) bits of col·2^32/φ.
  KOKKOS_FORCEINLINE_FUNCTION static constexpr int hash_shift() {
    int s = 32;
    for (int n = SLOTS; n > 1; n >>= 1) --s;
    return s;
  }
  KOKKOS_FORCEINLINE_FUNCTION static int hash(O col) {
    return int((std::uint32_t(col) * 2654435761u) >> hash_shift());
  }

  // Enters cols[0 .. len) (thread t of the team, lane `lane`); the team's
  // distinct count after the closing barrier. `prepare` runs for thread t
  // beside the clearing, before the first barrier.
  template <class Team, class Prepare>
  KOKKOS_INLINE_FUNCTION int insert(const Team& team, int t, int lane, const O* cols, int len,
                                    Prepare&& prepare) const {
    for (int i = t; i < SLOTS; i += T) keys(i) = empty;
    if (t == 0) count(0) = 0;
    prepare();
    team.team_barrier();
    for (int q0 = 0; q0 < len; q0 += T) {  // q0 alike in every lane: the ballot's warp is whole
      const int q = q0 + t;
      bool claimed = false;
      int h = 0;
      O col = 0;
      if (q < len) {
        col = cols[q];
        h = hash(col);
        for (;;) {  // SLOTS = 2·TILE: a free slot is always found
          const O old = Kokkos::atomic_compare_exchange(&keys(h), empty, col);
          if (old == empty) {
            claimed = true;
            break;
          }
          if (old == col) break;
          h = (h + 1) & (SLOTS - 1);
        }
        slot_of(q) = Index(h);
      }
      int d;
      if constexpr (W == 1) {
        d = count(0);
        count(0) += claimed ? 1 : 0;
      } else {  // one add to the counter a warp
        const std::uint64_t claimers = arch::ballot(claimed);
        const int leader = claimers ? arch::lowest_bit(claimers) : 0;
        int base = 0;
        if (claimed && lane == leader)
          base = Kokkos::atomic_fetch_add(&count(0), arch::popcount64(claimers));
        base = arch::shfl(base, leader);
        const std::uint64_t below =
            lane < 63 ? (std::uint64_t(1) << lane) - 1 : ~std::uint64_t(0) >> 1;
        d = base + arch::popcount64(claimers & below);
      }
      if (claimed) {
        dense(h) = Index(d);
        columns(d) = col;
      }
    }
    team.team_barrier();
    return count(0);
  }
};

// The scatter's team scratch for scalar S and columns O: the tile's columns
// (TileColumns), its mask words and the row before each word, the counting
// sort's counts and group offsets, and the sorted rows and values. bytes()
// and the constructor list the same views in the same order.
template <class ExecSpace, class S, class O>
struct PresumScratch {
  using Shape = PresumShape<ExecSpace>;
  using Columns = TileColumns<ExecSpace, O>;
  static constexpr int TILE = Shape::TILE, WORDS = Shape::WORDS;
  using Scratch = typename ExecSpace::scratch_memory_space;
  template <class V>
  using Shared = Kokkos::View<V*, Scratch, Kokkos::MemoryUnmanaged>;

  Columns tile;
  Shared<std::uint32_t> words;  // row-start mask words of the tile
  Shared<O> row_before;         // the row of the entry before each word's first
  Shared<int> counts, offsets, warp_sums;
  Shared<O> sorted_rows;
  Shared<S> sorted_values;

  static std::size_t bytes() {
    return Columns::scratch_bytes() + Shared<std::uint32_t>::shmem_size(WORDS) +
           Shared<O>::shmem_size(WORDS) + Shared<int>::shmem_size(TILE) +
           Shared<int>::shmem_size(TILE + 1) + Shared<int>::shmem_size(Shape::P) +
           Shared<O>::shmem_size(TILE) + Shared<S>::shmem_size(TILE);
  }
  template <class Team>
  KOKKOS_INLINE_FUNCTION explicit PresumScratch(const Team& team)
      : tile(team),
        words(team.team_scratch(0), WORDS),
        row_before(team.team_scratch(0), WORDS),
        counts(team.team_scratch(0), TILE),
        offsets(team.team_scratch(0), TILE + 1),
        warp_sums(team.team_scratch(0), Shape::P),
        sorted_rows(team.team_scratch(0), TILE),
        sorted_values(team.team_scratch(0), TILE) {}
  // Whether a team of the backend gets that much (else the plain scatter).
  static bool fits() {
    return bytes() <= std::size_t(Kokkos::TeamPolicy<ExecSpace>::scratch_size_max(0));
  }
};

template <class ExecSpace, class Matrix, class Schedule, class XView, class YView>
struct CsriScatterPresummed {
  using S = typename YView::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Shape = PresumShape<ExecSpace>;
  using Columns = TileColumns<ExecSpace, O>;
  using TeamScratch = PresumScratch<ExecSpace, S, O>;
  using Index = typename Columns::Index;
  static constexpr int W = Shape::W, P = Shape::P, T = Shape::T, TILE = Shape::TILE,
                       WORDS = Shape::WORDS;
  static constexpr int WIN = CsriWindow<ExecSpace>::WIN, WIN_WORDS = WIN / 32;
  static constexpr int PER = (TILE + T - 1) / T;  // counts a thread scans
  using Scratch = typename ExecSpace::scratch_memory_space;
  template <class V>
  using Shared = Kokkos::View<V*, Scratch, Kokkos::MemoryUnmanaged>;

  CsriArrays<Matrix, Schedule> a;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t tiles;
  int vectors;
  bool conjugate;

  // Exclusive prefix sums of counts(0 .. n) into offsets(0 .. n], thread t
  // scanning counts PER·t .. PER·t + PER − 1 (`warp_sums`: one a warp).
  KOKKOS_INLINE_FUNCTION static void scan(const Team& team, int t, int lane,
                                          const Shared<int>& counts, const Shared<int>& offsets,
                                          const Shared<int>& warp_sums, int n) {
    int own = 0;
    for (int i = PER * t; i < PER * t + PER && i < n; ++i) own += counts(i);
    int before = 0;  // in this thread's warp, before it
    if constexpr (W > 1) {
      const int inclusive = arch::segmented_scan_from<W>(own, 0);
      before = inclusive - own;
      if (lane == W - 1) warp_sums(team.team_rank()) = inclusive;
      team.team_barrier();
      for (int w = 0; w < team.team_rank(); ++w) before += warp_sums(w);
    }
    for (int i = PER * t; i < PER * t + PER && i < n; ++i) {
      offsets(i) = before;
      before += counts(i);
    }
    if (PER * t < n && PER * t + PER >= n) offsets(n) = before;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t begin = std::int64_t(team.league_rank()) * TILE;
    const int len = int(a.nnz - begin < TILE ? a.nnz - begin : TILE);
    const int lane = W == 1 ? 0 : arch::lane_id(), t = team.team_rank() * W + lane;
    const TeamScratch scratch(team);
    const Columns& tile = scratch.tile;
    const auto& words = scratch.words;
    const auto& row_before = scratch.row_before;
    const auto& counts = scratch.counts;
    const auto& offsets = scratch.offsets;
    const auto& sorted_rows = scratch.sorted_rows;
    const auto& sorted_values = scratch.sorted_values;

    // 1. The tile's columns; beside the clearing, the counts zeroed and, for
    // word i of the tile, its row starts and the row of the entry before its
    // first (its window's row plus the starts in the window's earlier words).
    const int distinct = tile.insert(team, t, lane, a.entries.data() + begin, len, [&] {
      for (int i = t; i < TILE; i += T) counts(i) = 0;
      for (int i = t; i < (len + 31) >> 5; i += T) {
        const std::int64_t g = (begin >> 5) + i, w = g / WIN_WORDS;
        O before = a.window_row(w);
        for (std::int64_t k = w * WIN_WORDS; k < g; ++k)
          before += O(arch::popcount(a.row_starts(k)));
        words(i) = a.row_starts(g);
        row_before(i) = before;
      }
    });

    // 2. Entries ordered by dense index: counts, offsets, then each entry's
    // row and value at its place (counts reused as each group's cursor).
    for (int q = t; q < len; q += T) {
      const int d = tile.dense(tile.slot_of(q));
      tile.slot_of(q) = Index(d);
      Kokkos::atomic_add(&counts(d), 1);  // atomic_increment is deprecated in Kokkos 4
    }
    team.team_barrier();
    scan(team, t, lane, counts, offsets, scratch.warp_sums, distinct);
    team.team_barrier();
    for (int d = t; d < distinct; d += T) counts(d) = offsets(d);
    team.team_barrier();
    for (int q = t; q < len; q += T) {
      const int p = Kokkos::atomic_fetch_add(&counts(tile.slot_of(q)), 1), wi = q >> 5;
      const O row = row_before(wi) + O(arch::popcount(words(wi) & ((2u << (q & 31)) - 1u)));
      sorted_rows(p) = O(a.row_of(row));
      sorted_values(p) = conj_if(conjugate, S(a.values[begin + q]));
    }
    team.team_barrier();

    // 3. A thread a (distinct column, vector): its column's entries summed in
    // registers, one atomic into y.
    for (int i = t; i < distinct * vectors; i += T) {
      const int d = i / vectors, u = i % vectors;
      S sum = S(0);
      for (int p = offsets(d); p < offsets(d + 1); ++p)
        sum += sorted_values(p) * at(x, sorted_rows(p), u);
      Kokkos::atomic_add(&at(y, tile.columns(d), u), S(alpha * sum));
    }
  }
};

// Distinct columns a tile holds, summed over every stride-th tile.
template <class ExecSpace, class Entries>
struct CountTileColumns {
  using O = typename Entries::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Columns = TileColumns<ExecSpace, O>;
  static constexpr int W = Columns::W, TILE = Columns::TILE;
  Entries entries;
  std::int64_t nnz, stride;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team, std::int64_t& sum) const {
    const std::int64_t begin = std::int64_t(team.league_rank()) * stride * TILE;
    const int len = int(nnz - begin < TILE ? nnz - begin : TILE);
    const int lane = W == 1 ? 0 : arch::lane_id(), t = team.team_rank() * W + lane;
    const int distinct = Columns(team).insert(team, t, lane, entries.data() + begin, len, [] {});
    if (t == 0) sum += distinct;
  }
};

// What presumming keeps of the scatter's atomics: distinct columns a tile
// over entries, from at most `max_tiles` tiles spread over A (1 without entries).
template <class ExecSpace, class Matrix>
double tile_distinct_share(const ExecSpace& exec, const Matrix& A, std::int64_t max_tiles = 4096) {
  using Kernel = CountTileColumns<ExecSpace, typename Matrix::index_type>;
  const std::int64_t nnz = A.nnz(), tiles = (nnz + Kernel::TILE - 1) / Kernel::TILE;
  if (tiles == 0) return 1.0;
  const std::int64_t stride = (tiles + max_tiles - 1) / max_tiles, sampled = (tiles + stride - 1) / stride;
  Kokkos::TeamPolicy<ExecSpace> policy(exec, sampled, PresumShape<ExecSpace>::P,
                                       PresumShape<ExecSpace>::W);
  policy.set_scratch_size(0, Kokkos::PerTeam(Kernel::Columns::scratch_bytes()));
  std::int64_t distinct = 0;
  Kokkos::parallel_reduce("kspmv::tile_distinct_share", policy,
                          Kernel{A.graph.entries, nnz, stride}, distinct);
  // Entries of the sampled tiles: all but the last are whole.
  const std::int64_t last = nnz - (tiles - 1) * Kernel::TILE;
  const std::int64_t entries = (sampled - 1) * Kernel::TILE +
                               ((tiles - 1) % stride == 0 ? last : Kernel::TILE);
  return double(distinct) / double(entries);
}

// y += α·Aᵀ·x (conjugated on request) for every vector of y, tile sums first;
// y already holds β·y. False, launching nothing, where the team's scratch
// does not fit the backend's.
template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
bool csri_scatter_presummed(const ExecSpace& exec, const Schedule& s, bool conjugate,
                            const Matrix& A, typename YView::const_value_type alpha,
                            const XView& x, const YView& y) {
  using Kernel = CsriScatterPresummed<ExecSpace, Matrix, Schedule, XView, YView>;
  if (!Kernel::TeamScratch::fits()) return false;
  const std::int64_t nnz = A.nnz(), tiles = (nnz + Kernel::TILE - 1) / Kernel::TILE;
  if (tiles == 0 || num_vectors(y) == 0) return true;
  if (num_vectors(y) > (1 << 20)) return false;  // distinct·vectors counts in an int
  Kokkos::TeamPolicy<ExecSpace> policy(exec, tiles, Kernel::P, Kernel::W);
  policy.set_scratch_size(0, Kokkos::PerTeam(Kernel::TeamScratch::bytes()));
  Kokkos::parallel_for("kspmv::csr_load_balance_transpose_presummed", light_weight(policy),
                       Kernel{CsriArrays<Matrix, Schedule>::of(A, s), x, y, alpha, tiles,
                              int(num_vectors(y)), conjugate});
  return true;
}

}  // namespace kspmv
