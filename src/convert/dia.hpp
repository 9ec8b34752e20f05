#pragma once
// CSR -> DIA (+ the off-band entries as COO), device-parallel. Every entry
// counts on its diagonal c - r in a map of the rows + cols - 1 possible ones
// (diagonal_counts); a diagonal is stored when at least `min_fill` of its
// slots hold entries (dense_diagonal), and a scan numbers those. Each row then
// adds its entries into its slots (one thread per row, so duplicates sum
// without atomics); the entries on the diagonals not stored go to a COO
// matrix in row order (to_offband_coo), for "banded matrices with a few
// off-band entries". min_fill = 0 stores every diagonal: no COO part. The
// live ranges (DiaMatrix::live_rows / live_cols) are marked once, by a pass
// over A's entries after the fill; refills change values only. The
// conversion refuses, before allocating the values, when the stored
// diagonals would pad A beyond `max_fill` slots per stored entry or do not
// fit in memory.

#include "convert/common.hpp"
#include "formats/coo.hpp"
#include "formats/dia.hpp"

#include <algorithm>
#include <string>

namespace kspmv {

// Slots of the diagonal column - row = offset that lie inside a rows × cols
// matrix: the rows r with 0 <= r + offset < cols.
KOKKOS_INLINE_FUNCTION std::int64_t diagonal_length(std::int64_t rows, std::int64_t cols,
                                                    std::int64_t offset) {
  const std::int64_t first = offset < 0 ? -offset : 0;
  const std::int64_t end = cols - offset < rows ? cols - offset : rows;
  return end > first ? end - first : 0;
}

// Whether a diagonal holding `count` of A's entries over `length` slots is
// stored in DIA: at least min_fill of its slots used (min_fill = 0: any
// diagonal A has an entry on).
KOKKOS_INLINE_FUNCTION bool dense_diagonal(std::int64_t count, std::int64_t length,
                                           double min_fill) {
  return count > 0 && double(count) >= min_fill * double(length);
}

// Entries of A on each possible diagonal, indexed c - r + rows - 1 (sized
// rows + cols - 1; checked against `limits`). Each thread walks its run of
// entries (for_each_entry_in_run: equal entries, not rows, a thread). An
// entry within diagonal_count_window of the main diagonal is counted in its
// team's histogram in scratch, added to memory once a team: one atomic a
// global counter per entry had made FE meshes (many diagonals near the main
// one, each in every row) cost 5-8 ms at 24M entries (H200, run 94 n3), and
// a stencil's few hot counters 60 CSR SpMVs of setup. A farther entry goes
// to the thread's short list of (diagonal, count), added to memory when a
// new diagonal finds it full and at the end: the far diagonals of a 3-D
// stencil (offsets ±n², a few hot counters) take about one atomic a thread.
inline constexpr int diagonal_count_list = 8;
// Half the histogram's width: 2w + 1 32-bit counters, 32 KB of scratch.
inline constexpr std::int64_t diagonal_count_window = 4095;
// Threads of a team on GPUs (one on host backends).
inline constexpr int diagonal_count_team = 256;

template <class ExecSpace, class Matrix>
Kokkos::View<std::int64_t*, typename Matrix::device_type> diagonal_counts(
    const ExecSpace& exec, const Matrix& A, const ConversionLimits& limits = {}) {
  using Device = typename Matrix::device_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Bins = Kokkos::View<std::int32_t*, typename ExecSpace::scratch_memory_space,
                            Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  const std::int64_t rows = A.numRows(), cols = A.numCols(), nnz = A.nnz();
  const std::int64_t n = rows > 0 && cols > 0 ? rows + cols - 1 : 0;
  ensure_fits<typename Device::memory_space>(
      "diagonal_counts", std::to_string(n) + " possible diagonals",
      std::size_t(2 * n + 1) * sizeof(std::int64_t), limits);
  Kokkos::View<std::int64_t*, Device> counts("kspmv::dia::counts", std::size_t(n));
  const std::int64_t runs = n > 0 ? entry_runs(nnz) : 0;
  if (runs == 0) return counts;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  constexpr int L = diagonal_count_list;
  constexpr std::int64_t W = diagonal_count_window, bins = 2 * W + 1;
  const std::int64_t T = compat::is_gpu_space<ExecSpace>() ? diagonal_count_team : 1;
  // A team per resident team, each holding fewer than 2^31 entries.
  std::int64_t league = std::int64_t(exec.concurrency()) / T;
  league = std::max(league, nnz / (std::int64_t(1) << 30) + 1);
  league = std::min(league, (runs + T - 1) / T);
  Kokkos::TeamPolicy<ExecSpace> policy(exec, league, int(T));
  policy.set_scratch_size(0, Kokkos::PerTeam(Bins::shmem_size(std::size_t(bins))));
  Kokkos::parallel_for(
      "kspmv::dia_count", policy, KOKKOS_LAMBDA(const Team& team) {
        Bins near(team.team_scratch(0), std::size_t(bins));
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, bins),
                             [&](const std::int64_t i) { near(i) = 0; });
        team.team_barrier();
        std::int64_t key[L], count[L];
        int used = 0;
        const std::int64_t stride = std::int64_t(team.league_size()) * T;
        for (std::int64_t t = std::int64_t(team.league_rank()) * T + team.team_rank(); t < runs;
             t += stride)
          for_each_entry_in_run(row_map, rows, nnz, t, [&](std::int64_t k, std::int64_t r) {
            const std::int64_t offset = std::int64_t(entries(k)) - r;
            if (offset >= -W && offset <= W) {
              Kokkos::atomic_add(&near(offset + W), std::int32_t(1));
              return;
            }
            const std::int64_t d = offset + rows - 1;
            int i = 0;
            while (i < used && key[i] != d) ++i;
            if (i == used) {
              if (used == L) {  // full: hand the list to memory
                for (int j = 0; j < L; ++j) Kokkos::atomic_add(&counts(key[j]), count[j]);
                used = 0;
                i = 0;
              }
              key[i] = d;
              count[i] = 0;
              ++used;
            }
            ++count[i];
          });
        for (int j = 0; j < used; ++j) Kokkos::atomic_add(&counts(key[j]), count[j]);
        team.team_barrier();
        Kokkos::parallel_for(Kokkos::TeamThreadRange(team, bins), [&](const std::int64_t i) {
          if (near(i) > 0) Kokkos::atomic_add(&counts(i - W + rows - 1), std::int64_t(near(i)));
        });
      });
  return counts;
}

// What Algorithm::automatic weighs (RowStatistics): A's diagonals, those
// DIA stores at `min_fill` and the entries left to its COO part.
struct DiagonalProfile {
  std::int64_t diagonals = 0;  // with an entry
  std::int64_t dense = 0;      // stored at min_fill
  std::int64_t offband = 0;    // entries on the others
};

template <class ExecSpace, class Matrix>
DiagonalProfile profile_diagonals(const ExecSpace& exec, const Matrix& A, double min_fill,
                                  const ConversionLimits& limits = {}) {
  const auto counts = diagonal_counts(exec, A, limits);
  const std::int64_t n = std::int64_t(counts.extent(0)), rows = A.numRows(), cols = A.numCols();
  DiagonalProfile p;
  Kokkos::parallel_reduce(
      "kspmv::dia_profile", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& used, std::int64_t& dense,
                    std::int64_t& offband) {
        const std::int64_t c = counts(i);
        const bool stored = dense_diagonal(c, diagonal_length(rows, cols, i - (rows - 1)), min_fill);
        used += c > 0 ? 1 : 0;
        dense += stored ? 1 : 0;
        offband += stored ? 0 : c;
      },
      p.diagonals, p.dense, p.offband);
  exec.fence();
  return p;
}

// RowStatistics' diagonal fields, what automatic weighs for DIA, at θ = min_fill.
template <class ExecSpace, class Matrix, class Statistics>
void count_diagonals_into(Statistics& s, const ExecSpace& exec, const Matrix& A, double min_fill,
                          const ConversionLimits& limits = {}) {
  const DiagonalProfile d = profile_diagonals(exec, A, min_fill, limits);
  s.diagonals = d.diagonals;
  s.dense_diagonals = d.dense;
  s.offband_entries = d.offband;
}

namespace detail {

// Whether column - row = offset is a stored diagonal (offsets ascending).
template <class Offsets>
KOKKOS_INLINE_FUNCTION bool stored_diagonal(const Offsets& offsets, std::int64_t count,
                                            std::int64_t offset, std::int64_t& d) {
  if (count == 0) return false;
  d = last_at_most(offsets, count, offset);
  return offsets(d) == offset;
}

// Zeroes the slots, then adds every entry of A on a stored diagonal into its
// slot (duplicates sum in the stored precision).
template <class ExecSpace, class Matrix, class Dia>
void fill_dia(const ExecSpace& exec, const Matrix& A, const Dia& dia) {
  Kokkos::deep_copy(exec, dia.values, typename Dia::scalar_type(0));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto offsets = dia.offsets;
  auto vals = dia.values;
  using V = typename Dia::scalar_type;
  const std::int64_t stride = dia.stride, count = dia.diagonals();
  Kokkos::parallel_for(
      "kspmv::fill_dia", Kokkos::RangePolicy<ExecSpace>(exec, 0, std::int64_t(dia.num_rows)),
      KOKKOS_LAMBDA(const std::int64_t r) {
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          std::int64_t d;
          if (stored_diagonal(offsets, count, std::int64_t(entries(k)) - r, d))
            vals(d * stride + r) += V(a_vals(k));
        }
      });
}

// Widens tile t's range [live(2t), live(2t + 1)) to hold diagonal d;
// reads first, so that a tile's many entries take few atomics.
template <class Live>
KOKKOS_INLINE_FUNCTION void widen_live_range(const Live& live, std::int64_t t, std::int32_t d) {
  if (live(2 * t) > d) Kokkos::atomic_fetch_min(&live(2 * t), d);
  if (live(2 * t + 1) < d + 1) Kokkos::atomic_fetch_max(&live(2 * t + 1), d + 1);
}

// The live ranges (DiaMatrix::live_rows / live_cols) of every entry of A on
// a stored diagonal: its row's tile and its column's tile. Entries, not
// rows, a thread (as diagonal_counts). An empty tile keeps [count, 0).
template <class ExecSpace, class Matrix, class Dia>
void mark_live_ranges(const ExecSpace& exec, const Matrix& A, const Dia& dia) {
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto offsets = dia.offsets;
  auto live_rows = dia.live_rows;
  auto live_cols = dia.live_cols;
  const std::int64_t count = dia.diagonals(), rows = A.numRows(), nnz = A.nnz();
  for (const auto& live : {live_rows, live_cols})
    Kokkos::parallel_for(
        "kspmv::dia_live_init", Kokkos::RangePolicy<ExecSpace>(exec, 0, live.extent(0)),
        KOKKOS_LAMBDA(const std::int64_t i) { live(i) = i % 2 == 0 ? std::int32_t(count) : 0; });
  Kokkos::parallel_for(
      "kspmv::dia_live_ranges",
      Kokkos::RangePolicy<ExecSpace>(exec, 0, count > 0 ? entry_runs(nnz) : 0),
      KOKKOS_LAMBDA(const std::int64_t t) {
        for_each_entry_in_run(row_map, rows, nnz, t, [&](std::int64_t k, std::int64_t r) {
          const std::int64_t c = std::int64_t(entries(k));
          std::int64_t d;
          if (!stored_diagonal(offsets, count, c - r, d)) return;
          widen_live_range(live_rows, r / dia_live_tile, std::int32_t(d));
          widen_live_range(live_cols, c / dia_live_tile, std::int32_t(d));
        });
      });
}

// The share of the slots of `tiles` tiles × `count` diagonals that the
// ranges `live` let a kernel skip (whole tiles, the last counted whole).
template <class ExecSpace, class Live>
double skipped_share(const ExecSpace& exec, const Live& live, std::int64_t count) {
  const std::int64_t tiles = std::int64_t(live.extent(0)) / 2;
  if (tiles == 0 || count == 0) return 0.0;
  std::int64_t skipped = 0;
  Kokkos::parallel_reduce(
      "kspmv::dia_live_skipped", Kokkos::RangePolicy<ExecSpace>(exec, 0, tiles),
      KOKKOS_LAMBDA(const std::int64_t t, std::int64_t& sum) {
        const std::int64_t kept = live(2 * t + 1) - live(2 * t);
        sum += count - (kept > 0 ? kept : 0);
      },
      skipped);
  return double(skipped) / (double(tiles) * double(count));
}

// Off-band entries of each row: those on no diagonal of `offsets`.
template <class ExecSpace, class Matrix, class Offsets, class Starts>
std::int64_t offband_starts(const ExecSpace& exec, const Matrix& A, const Offsets& offsets,
                            const Starts& starts) {
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  const std::int64_t count = std::int64_t(offsets.extent(0));
  return std::int64_t(exclusive_scan(exec, A.numRows(), KOKKOS_LAMBDA(const std::int64_t r) {
    std::int64_t off = 0, d;
    for (auto k = row_map(r); k < row_map(r + 1); ++k)
      off += stored_diagonal(offsets, count, std::int64_t(entries(k)) - r, d) ? 0 : 1;
    return off;
  }, starts));
}

template <class ExecSpace, class Matrix, class Offsets, class Starts, class Coo>
void fill_offband(const ExecSpace& exec, const Matrix& A, const Offsets& offsets,
                  const Starts& starts, const Coo& coo, bool values_only) {
  using O = typename Coo::ordinal_type;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto rows = coo.row_idx;
  auto cols = coo.col_idx;
  auto vals = coo.values;
  const std::int64_t count = std::int64_t(offsets.extent(0));
  Kokkos::parallel_for(
      "kspmv::fill_dia_offband", Kokkos::RangePolicy<ExecSpace>(exec, 0, A.numRows()),
      KOKKOS_LAMBDA(const std::int64_t r) {
        std::int64_t out = starts(r), d;
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          if (stored_diagonal(offsets, count, std::int64_t(entries(k)) - r, d)) continue;
          vals(out) = a_vals(k);
          if (!values_only) {
            rows(out) = O(r);
            cols(out) = O(entries(k));
          }
          ++out;
        }
      });
}

}  // namespace detail

// The diagonals of A that hold at least `min_fill` of their slots, as DIA;
// values_as<V>: values stored as V (ValuePrecision), by default A's scalar.
template <class ExecSpace, class Matrix, class V = typename Matrix::non_const_value_type>
format_for_t<DiaMatrix, Matrix, V> to_dia(const ExecSpace& exec, const Matrix& A,
                                          const ConversionLimits& limits, double max_fill,
                                          int row_alignment, double min_fill = 0.0,
                                          values_as<V> = {}) {
  using S = V;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  format_for_t<DiaMatrix, Matrix, V> dia;
  dia.num_rows = A.numRows();
  dia.num_cols = A.numCols();
  dia.nnz = std::int64_t(A.nnz());
  dia.stride = O(round_up<std::int64_t>(dia.num_rows, row_alignment));
  const auto counts = diagonal_counts(exec, A, limits);
  const std::int64_t n = std::int64_t(counts.extent(0)), rows = dia.num_rows,
                     cols = dia.num_cols;
  Kokkos::View<std::int64_t*, Device> index(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::index"), std::size_t(n + 1));
  const auto stored = KOKKOS_LAMBDA(const std::int64_t i) {
    return dense_diagonal(counts(i), diagonal_length(rows, cols, i - (rows - 1)), min_fill);
  };
  const std::int64_t used = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t i) { return stored(i) ? 1 : 0; }, index);
  const double slots = double(used) * double(rows);
  require(slots <= max_fill * double(dia.nnz > 0 ? dia.nnz : 1), "to_dia: ", used,
          " diagonals of ", rows, " rows would store ", std::int64_t(slots), " slots for ",
          dia.nnz, " entries, more than the cap of ", max_fill,
          " slots per entry (SpmvOptions::dia_max_fill); choose another algorithm");
  const std::size_t row_tiles = std::size_t((rows + dia_live_tile - 1) / dia_live_tile),
                    col_tiles = std::size_t((cols + dia_live_tile - 1) / dia_live_tile);
  ensure_fits<typename Device::memory_space>(
      "to_dia", std::to_string(used) + " diagonals x stride " + std::to_string(dia.stride),
      std::size_t(used) * (std::size_t(dia.stride) * sizeof(S) + sizeof(std::int64_t)) +
          2 * (row_tiles + col_tiles) * sizeof(std::int32_t),
      limits);
  dia.offsets = Kokkos::View<std::int64_t*, Device>("kspmv::dia::offsets", std::size_t(used));
  auto offsets = dia.offsets;
  Kokkos::parallel_for(
      "kspmv::dia_offsets", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i) {
        if (stored(i)) offsets(index(i)) = i - (rows - 1);
      });
  dia.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::values"),
      std::size_t(used) * std::size_t(dia.stride));
  detail::fill_dia(exec, A, dia);
  dia.live_rows = Kokkos::View<std::int32_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::live_rows"), 2 * row_tiles);
  dia.live_cols = Kokkos::View<std::int32_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::live_cols"), 2 * col_tiles);
  detail::mark_live_ranges(exec, A, dia);
  // Ranges that skip little cost their load more than they save.
  if (detail::skipped_share(exec, dia.live_rows, used) < dia_live_range_min_skip)
    dia.live_rows = {};
  if (detail::skipped_share(exec, dia.live_cols, used) < dia_live_range_min_skip)
    dia.live_cols = {};
  exec.fence();
  return dia;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const DiaMatrix<S, O, Off, D>& dia) {
  detail::fill_dia(exec, A, dia);
}

// Where each row's off-band entries (those on none of `offsets`' diagonals,
// DiaMatrix::offsets) start in the COO part; rows + 1 long, the last the
// count. The plan keeps it, so that refills neither count nor allocate.
template <class ExecSpace, class Matrix, class Offsets>
Kokkos::View<std::int64_t*, typename Matrix::device_type> offband_row_starts(
    const ExecSpace& exec, const Matrix& A, const Offsets& offsets,
    const ConversionLimits& limits = {}) {
  using Device = typename Matrix::device_type;
  ensure_fits<typename Device::memory_space>(
      "offband_row_starts", std::to_string(A.numRows() + 1) + " row starts",
      std::size_t(A.numRows() + 1) * sizeof(std::int64_t), limits);
  Kokkos::View<std::int64_t*, Device> starts(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::offband_starts"),
      std::size_t(A.numRows() + 1));
  detail::offband_starts(exec, A, offsets, starts);
  return starts;
}

// The off-band entries of A as COO in row order with A's values, at `starts`
// (offband_row_starts).
template <class ExecSpace, class Matrix, class Offsets, class Starts>
format_for_t<CooMatrix, Matrix> to_offband_coo(const ExecSpace& exec, const Matrix& A,
                                               const Offsets& offsets, const Starts& starts,
                                               const ConversionLimits& limits = {}) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  format_for_t<CooMatrix, Matrix> coo;
  coo.num_rows = A.numRows();
  coo.num_cols = A.numCols();
  std::int64_t nnz = 0;
  Kokkos::deep_copy(exec, nnz, Kokkos::subview(starts, A.numRows()));
  exec.fence();
  ensure_fits<typename Device::memory_space>(
      "to_offband_coo", std::to_string(nnz) + " off-band entries",
      std::size_t(nnz) * (2 * sizeof(O) + sizeof(S)), limits);
  coo.row_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::offband_rows"), std::size_t(nnz));
  coo.col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::offband_cols"), std::size_t(nnz));
  coo.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::offband_values"),
      std::size_t(nnz));
  detail::fill_offband(exec, A, offsets, starts, coo, false);
  exec.fence();
  return coo;
}

// New values of the off-band entries, same pattern, at the same `starts`.
template <class ExecSpace, class Matrix, class Offsets, class Starts, class Coo>
void refill_offband(const ExecSpace& exec, const Matrix& A, const Offsets& offsets,
                    const Starts& starts, const Coo& coo) {
  detail::fill_offband(exec, A, offsets, starts, coo, true);
}

}  // namespace kspmv
