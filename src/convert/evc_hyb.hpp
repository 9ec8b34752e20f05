#pragma once
// CSR -> EVC-HYB ([EVC] §2.1), on the device:
//   1. one key per row: short rows (length <= max_ell_row) by (window,
//      length, first column), long rows after them by (length, first
//      column). One window (window_rows = 0, the paper's) sorts all rows by
//      length; windows of window_rows consecutive rows sort only within
//      each, so that the writes of y stay near each other (a global sort
//      scatters them over all of y, which cost 0.03-0.05 ms of 0.22-0.27 on
//      H100 run 32's permuted graphs);
//   2. the short rows of each window, rounded down to block_rows, form
//      blocks of block_rows rows, each as wide as its last (longest) row;
//      consecutive blocks of one window and one width are one ELL group.
//      This is the paper's "ELL per length at 32-row boundaries, the last
//      nrow_i mod 32 rows merged into length i + 1"; the leftover short rows
//      of each window's last block go to the vCSR part with the long rows;
//   3. the vCSR rows, sorted by length, are grouped by their threads per
//      row (TPR);
//   4. the block widths and a TPR histogram come back to the host, which
//      lays out the launch table;
//   5. one thread per short row, one team per long row copy the entries.

#include "convert/common.hpp"
#include "core/tuning.hpp"
#include "formats/evc_hyb.hpp"

#include <string>
#include <vector>

namespace kspmv {

// What the conversion builds to: the tuning constants, with the caller's
// overrides applied.
struct EvcHybShape {
  std::int64_t max_ell_row;
  std::int64_t window_rows;  // rows sorted together; 0: one window (all rows)
  int block_rows;
  int csr_row_alignment;
  int team_threads;
  int entries_per_lane;
  int max_rows_per_thread;
};

inline EvcHybShape evc_hyb_shape(const EvcHybTuning& t, std::int64_t max_ell_row_override,
                                 std::int64_t window_rows_override = -1) {
  return {max_ell_row_override >= 0 ? max_ell_row_override : t.max_ell_row,
          window_rows_override >= 0 ? window_rows_override : t.window_rows,
          t.block_rows, t.csr_row_alignment, t.team_threads, t.entries_per_lane,
          t.max_rows_per_thread};
}

// Sort keys of step 1. A row's (length, first column) is (len << 32) | first
// column; a short row's key adds its window in bits 40-62 (hence
// max_ell_row <= 255 with several windows), a long row's sets bit 63.
inline constexpr std::int64_t evc_hyb_max_windows = std::int64_t(1) << 23;
inline constexpr std::int64_t evc_hyb_max_windowed_split = 255;
template <class RowMap, class Entries>
KOKKOS_INLINE_FUNCTION std::uint64_t evc_hyb_length_and_first(const RowMap& row_map,
                                                              const Entries& entries,
                                                              std::int64_t r) {
  const std::uint64_t len = std::uint64_t(row_map(r + 1) - row_map(r));
  return (len << 32) | (len > 0 ? std::uint64_t(std::uint32_t(entries(row_map(r)))) : 0);
}
KOKKOS_INLINE_FUNCTION std::uint64_t evc_hyb_key(bool is_long, std::uint64_t window,
                                                 std::uint64_t length_and_first) {
  return is_long ? (std::uint64_t(1) << 63) | length_and_first
                 : (window << 40) | length_and_first;
}

// TPR of a vCSR row of `len` entries: the power of two >= len / entries_per_lane,
// within [1, team_threads].
KOKKOS_INLINE_FUNCTION int evc_hyb_lanes(std::int64_t len, int entries_per_lane, int team_threads) {
  int lanes = 1;
  while (lanes < team_threads && std::int64_t(lanes) * entries_per_lane < len) lanes *= 2;
  return lanes;
}

namespace detail {

// Group lookups by sorted position (fills) and by team (kernels).
template <class Groups>
struct GroupFirstRow {
  Groups groups;
  KOKKOS_INLINE_FUNCTION std::int64_t operator()(std::int64_t g) const { return groups(g).first_row; }
};

template <class ExecSpace, class Matrix, class Evc>
void fill_evc_hyb(const ExecSpace& exec, const Matrix& A, const Evc& e, bool values_only) {
  using O = typename Evc::ordinal_type;
  using V = typename Evc::scalar_type;  // A's scalar or single (ValuePrecision)
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto row_of = e.row_of;
  auto groups = e.groups;
  auto ell_cols = e.ell_cols;
  auto ell_vals = e.ell_vals;
  const std::int64_t ell_groups = e.ell_groups;
  if (e.ell_rows > 0)
    Kokkos::parallel_for(
        "kspmv::fill_evc_hyb_ell", Kokkos::RangePolicy<ExecSpace>(exec, 0, e.ell_rows),
        KOKKOS_LAMBDA(const std::int64_t p) {
          const EvcHybGroup g =
              groups(last_at_most(GroupFirstRow<decltype(groups)>{groups}, ell_groups, p));
          const std::int64_t i = p - g.first_row;
          const std::int64_t begin = row_map(row_of(p));
          const std::int64_t len = std::int64_t(row_map(row_of(p) + 1)) - begin;
          for (std::int64_t k = 0; k < len; ++k) {
            ell_vals(g.slots + k * g.rows + i) = V(a_vals(begin + k));
            if (!values_only) ell_cols(g.slots + k * g.rows + i) = O(entries(begin + k));
          }
        });
  const std::int64_t long_rows = std::int64_t(e.num_rows) - e.ell_rows;
  if (long_rows > 0) {
    auto ptr = e.csr_row_ptr;
    auto csr_cols = e.csr_cols;
    auto csr_vals = e.csr_vals;
    const std::int64_t first = e.ell_rows;
    Kokkos::parallel_for(
        "kspmv::fill_evc_hyb_csr", Kokkos::TeamPolicy<ExecSpace>(exec, long_rows, Kokkos::AUTO),
        KOKKOS_LAMBDA(const Team& team) {
          const std::int64_t q = team.league_rank();
          const std::int64_t r = row_of(first + q);
          const std::int64_t begin = row_map(r), out = ptr(q);
          const std::int64_t len = std::int64_t(row_map(r + 1)) - begin;
          Kokkos::parallel_for(Kokkos::TeamThreadRange(team, len), [&](const std::int64_t k) {
            csr_vals(out + k) = V(a_vals(begin + k));
            if (!values_only) csr_cols(out + k) = O(entries(begin + k));
          });
        });
  }
}

struct EvcHybLayout {
  std::vector<EvcHybGroup> groups;
  std::int64_t ell_groups = 0, teams = 0;
};

// One ELL block's window and width, as the host reads them: (window << 32) | width.
KOKKOS_INLINE_FUNCTION std::uint64_t evc_hyb_block_key(std::uint64_t window, std::uint64_t width) {
  return (window << 32) | width;
}

// The launch table from the blocks (in sorted order) and the TPR histogram:
// ELL groups as runs of blocks with one window and one width, then vCSR
// groups by TPR, each with its first team and rows per thread.
inline EvcHybLayout evc_hyb_layout(const EvcHybShape& shape,
                                   const std::vector<std::uint64_t>& block_keys,
                                   const std::vector<std::int64_t>& rows_of_lanes_log,
                                   std::int64_t ell_rows) {
  EvcHybLayout out;
  std::vector<EvcHybGroup>& groups = out.groups;
  const std::int64_t T = shape.team_threads;
  const auto width_of = [](std::uint64_t key) { return std::int64_t(key & 0xffffffffu); };
  std::int64_t widest = 1;  // LRmax
  for (std::uint64_t key : block_keys) widest = width_of(key) > widest ? width_of(key) : widest;
  std::int64_t team = 0, row = 0, slots = 0;
  for (std::size_t b = 0; b < block_keys.size();) {
    std::size_t end = b + 1;
    while (end < block_keys.size() && block_keys[end] == block_keys[b]) ++end;
    const std::int64_t w = width_of(block_keys[b]);
    EvcHybGroup g;
    g.first_team = team;
    g.first_row = row;
    g.rows = std::int64_t(end - b) * shape.block_rows;
    g.width = std::int32_t(w);
    g.slots = slots;
    // [EVC] §2.1: one row per thread at widths in (LRmax/2, LRmax], two in
    // (LRmax/4, LRmax/2], ...
    int rpt = 1;
    while (rpt < shape.max_rows_per_thread && std::int64_t(rpt) * 2 * (w > 0 ? w : 1) <= widest)
      rpt *= 2;
    g.rows_per_thread = std::int16_t(rpt);
    g.lanes = 0;
    team += (g.rows + T * rpt - 1) / (T * rpt);
    row += g.rows;
    slots += g.rows * g.width;
    groups.push_back(g);
    b = end;
  }
  out.ell_groups = std::int64_t(groups.size());
  require(row == ell_rows, "to_evc_hyb: ELL blocks cover ", row, " rows, expected ", ell_rows,
          " (internal error)");
  for (std::size_t b = 0; b < rows_of_lanes_log.size(); ++b) {
    if (rows_of_lanes_log[b] == 0) continue;
    EvcHybGroup g;
    g.first_team = team;
    g.first_row = row;
    g.rows = rows_of_lanes_log[b];
    g.lanes = std::int16_t(1 << b);
    const std::int64_t rows_per_team = T / g.lanes;
    team += (g.rows + rows_per_team - 1) / rows_per_team;
    row += g.rows;
    groups.push_back(g);
  }
  out.teams = team;
  return out;
}

}  // namespace detail

// values_as<V>: values stored as V (ValuePrecision), by default A's scalar.
template <class ExecSpace, class Matrix, class V = typename Matrix::non_const_value_type>
format_for_t<EvcHybMatrix, Matrix, V> to_evc_hyb(const ExecSpace& exec, const Matrix& A,
                                                 const EvcHybShape& shape,
                                                 const ConversionLimits& limits = {},
                                                 values_as<V> = {}) {
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using S = V;
  using Device = typename Matrix::device_type;
  using Evc = format_for_t<EvcHybMatrix, Matrix, V>;
  require(shape.max_ell_row >= 0 && shape.block_rows > 0 && shape.csr_row_alignment > 0 &&
              shape.team_threads > 0 && (shape.team_threads & (shape.team_threads - 1)) == 0 &&
              shape.entries_per_lane > 0 && shape.max_rows_per_thread > 0,
          "to_evc_hyb: invalid shape (split ", shape.max_ell_row, ", block rows ",
          shape.block_rows, ", team threads ", shape.team_threads, ")");
  Evc e;
  e.num_rows = A.numRows();
  e.num_cols = A.numCols();
  e.team_threads = shape.team_threads;
  const std::int64_t n = e.num_rows;
  const std::int64_t L = shape.max_ell_row;
  const std::int64_t sigma =
      shape.window_rows > 0 && shape.window_rows < n ? shape.window_rows : (n > 0 ? n : 1);
  const std::int64_t windows = n > 0 ? (n + sigma - 1) / sigma : 0;
  require(windows <= 1 || (L <= evc_hyb_max_windowed_split && windows <= evc_hyb_max_windows),
          "to_evc_hyb: sorting in windows of ", shape.window_rows, " rows needs a split of at most ",
          evc_hyb_max_windowed_split, " (got ", L, ") and at most ", evc_hyb_max_windows,
          " windows (got ", windows, ")");
  // What steps 1-2 hold at once: keys, rows and their sorted order, the scan
  // of ELL rows, the vCSR part's keys and rows, and row_of.
  ensure_fits<typename Device::memory_space>(
      "to_evc_hyb", std::to_string(n) + " row keys",
      std::size_t(n) * (3 * sizeof(std::uint64_t) + 3 * sizeof(O)) +
          std::size_t(windows + 1) * sizeof(std::int64_t),
      limits);

  // 1. Rows sorted by (window, length, first column), long rows last.
  Kokkos::View<std::uint64_t*, Device> keys(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::keys"), std::size_t(n));
  Kokkos::View<O*, Device> sorted(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::sorted"), std::size_t(n));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  Kokkos::parallel_for(
      "kspmv::evc_hyb_keys", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t r) {
        const std::uint64_t lf = evc_hyb_length_and_first(row_map, entries, r);
        keys(r) = evc_hyb_key(std::int64_t(lf >> 32) > L, std::uint64_t(r / sigma), lf);
        sorted(r) = O(r);
      });
  if (n > 1) compat::sort_by_key(exec, keys, sorted);

  // 2. Each window's short rows start at short_start(w) (sorted keys: a
  // bisection per window); its first floor(count / B)·B are ELL rows.
  const std::int64_t B = shape.block_rows;
  Kokkos::View<std::int64_t*, Device> short_start("kspmv::evc_hyb::short_start",
                                                  std::size_t(windows + 1));
  Kokkos::parallel_for(
      "kspmv::evc_hyb_windows", Kokkos::RangePolicy<ExecSpace>(exec, 0, windows + 1),
      KOKKOS_LAMBDA(const std::int64_t w) {
        const std::uint64_t bound =
            w < windows ? evc_hyb_key(false, std::uint64_t(w), 0) : evc_hyb_key(true, 0, 0);
        std::int64_t lo = 0, hi = n;  // first position whose key >= bound
        while (lo < hi) {
          const std::int64_t mid = lo + (hi - lo) / 2;
          if (keys(mid) < bound) lo = mid + 1;
          else hi = mid;
        }
        short_start(w) = lo;
      });
  // Whether sorted position p is an ELL row.
  const auto is_ell = KOKKOS_LAMBDA(const std::int64_t p) {
    if (keys(p) >> 63) return false;
    const std::int64_t w = windows > 1 ? std::int64_t(keys(p) >> 40) : 0;
    const std::int64_t start = short_start(w), count = short_start(w + 1) - start;
    return p - start < (count / B) * B;
  };
  Kokkos::View<std::int64_t*, Device> ell_before(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::ell_before"),
      std::size_t(n + 1));
  const std::int64_t ell_rows = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t p) { return std::int64_t(is_ell(p)); }, ell_before);
  e.ell_rows = O(ell_rows);
  const std::int64_t long_rows = n - ell_rows;

  // ELL rows keep their order; the vCSR rows (leftovers and long rows) follow,
  // keyed by (length, first column) and, with several windows, sorted again.
  e.row_of = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::row_of"), std::size_t(n));
  Kokkos::View<std::uint64_t*, Device> csr_keys(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::csr_keys"),
      std::size_t(long_rows));
  Kokkos::View<O*, Device> csr_rows(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::csr_rows"),
      std::size_t(long_rows));
  auto row_of = e.row_of;
  Kokkos::parallel_for(
      "kspmv::evc_hyb_partition", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t p) {
        const std::int64_t before = ell_before(p);
        if (ell_before(p + 1) > before) {
          row_of(before) = sorted(p);
        } else {
          const std::int64_t q = p - before;
          csr_keys(q) = evc_hyb_length_and_first(row_map, entries, sorted(p));
          csr_rows(q) = sorted(p);
        }
      });
  if (windows > 1 && long_rows > 1) compat::sort_by_key(exec, csr_keys, csr_rows);
  if (long_rows > 0)
    Kokkos::deep_copy(exec, Kokkos::subview(e.row_of, Kokkos::make_pair(ell_rows, n)), csr_rows);

  // 2.-3. The ELL blocks' windows and widths; the TPR histogram.
  const std::int64_t blocks = ell_rows / B;
  Kokkos::View<std::uint64_t*, Device> block_keys(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::block_keys"),
      std::size_t(blocks));
  Kokkos::parallel_for(
      "kspmv::evc_hyb_blocks", Kokkos::RangePolicy<ExecSpace>(exec, 0, blocks),
      KOKKOS_LAMBDA(const std::int64_t k) {
        const std::int64_t last = row_of(k * B + B - 1);
        block_keys(k) = detail::evc_hyb_block_key(std::uint64_t(row_of(k * B) / sigma),
                                                  std::uint64_t(row_map(last + 1) - row_map(last)));
      });
  int lane_buckets = 1;
  while ((1 << (lane_buckets - 1)) < shape.team_threads) ++lane_buckets;
  Kokkos::View<std::int64_t*, Device> lanes_hist("kspmv::evc_hyb::lanes_hist",
                                                 std::size_t(lane_buckets));
  const int epl = shape.entries_per_lane, T = shape.team_threads;  // for the device lambda
  Kokkos::parallel_for(
      "kspmv::evc_hyb_lanes", Kokkos::RangePolicy<ExecSpace>(exec, 0, long_rows),
      KOKKOS_LAMBDA(const std::int64_t q) {
        int b = 0;
        for (int lanes = evc_hyb_lanes(std::int64_t(csr_keys(q) >> 32), epl, T); lanes > 1; lanes /= 2) ++b;
        Kokkos::atomic_add(&lanes_hist(b), std::int64_t(1));
      });
  // vCSR row starts, aligned; lengths kept apart so no padding is read.
  e.csr_row_ptr = Kokkos::View<Off*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::csr_row_ptr"),
      std::size_t(long_rows + 1));
  const std::int64_t align = shape.csr_row_alignment;
  const std::int64_t csr_slots = std::int64_t(exclusive_scan(
      exec, long_rows,
      KOKKOS_LAMBDA(const std::int64_t q) { return round_up(std::int64_t(csr_keys(q) >> 32), align); },
      e.csr_row_ptr));
  e.csr_row_len = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::csr_row_len"),
      std::size_t(long_rows));
  auto csr_len = e.csr_row_len;
  Kokkos::parallel_for(
      "kspmv::evc_hyb_csr_lengths", Kokkos::RangePolicy<ExecSpace>(exec, 0, long_rows),
      KOKKOS_LAMBDA(const std::int64_t q) { csr_len(q) = O(csr_keys(q) >> 32); });
  auto h_blocks = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), block_keys);
  auto h_lanes = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), lanes_hist);
  const std::vector<std::uint64_t> block_list(h_blocks.data(), h_blocks.data() + blocks);
  const std::vector<std::int64_t> rows_of_lanes(h_lanes.data(), h_lanes.data() + lane_buckets);
  const detail::EvcHybLayout plan = detail::evc_hyb_layout(shape, block_list, rows_of_lanes, ell_rows);
  const std::vector<EvcHybGroup>& layout = plan.groups;
  std::int64_t ell_slots = 0;
  for (const EvcHybGroup& g : layout) ell_slots += g.is_ell() ? g.rows * g.width : 0;
  e.ell_groups = plan.ell_groups;
  for (const EvcHybGroup& g : layout) e.max_lanes = g.lanes > e.max_lanes ? g.lanes : e.max_lanes;
  e.stored_slots = ell_slots + csr_slots;

  // 4. Storage, checked before it is allocated.
  ensure_fits<typename Device::memory_space>(
      "to_evc_hyb",
      std::to_string(ell_slots) + " ELL slots and " + std::to_string(csr_slots) + " vCSR slots",
      std::size_t(ell_slots + csr_slots) * (sizeof(O) + sizeof(S)) +
          std::size_t(plan.teams) * sizeof(EvcHybGroup),
      limits);
  e.groups = Kokkos::View<EvcHybGroup*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::groups"), layout.size());
  e.team_groups = Kokkos::View<EvcHybGroup*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::team_groups"),
      std::size_t(plan.teams));
  {
    auto h = Kokkos::create_mirror_view(e.groups);
    auto ht = Kokkos::create_mirror_view(e.team_groups);
    for (std::size_t g = 0; g < layout.size(); ++g) {
      h(g) = layout[g];
      const std::int64_t end = g + 1 < layout.size() ? layout[g + 1].first_team : plan.teams;
      for (std::int64_t t = layout[g].first_team; t < end; ++t) ht(t) = layout[g];
    }
    Kokkos::deep_copy(exec, e.groups, h);
    Kokkos::deep_copy(exec, e.team_groups, ht);
    exec.fence();
  }
  e.ell_cols = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::ell_cols"),
      std::size_t(ell_slots));
  e.ell_vals = Kokkos::View<S*, Device>("kspmv::evc_hyb::ell_vals", std::size_t(ell_slots));
  e.csr_cols = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::evc_hyb::csr_cols"),
      std::size_t(csr_slots));
  e.csr_vals = Kokkos::View<S*, Device>("kspmv::evc_hyb::csr_vals", std::size_t(csr_slots));
  Kokkos::deep_copy(exec, e.ell_cols, e.padding);
  Kokkos::deep_copy(exec, e.csr_cols, e.padding);

  // 5. Entries.
  detail::fill_evc_hyb(exec, A, e, false);
  exec.fence();
  return e;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const EvcHybMatrix<S, O, Off, D>& e) {
  detail::fill_evc_hyb(exec, A, e, true);
}

// EVC-HYB -> CSR in A's row order, entries in their stored order.
template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_evc_hyb(const ExecSpace& exec,
                                                         const EvcHybMatrix<S, O, Off, D>& e) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  constexpr O padding = EvcHybMatrix<S, O, Off, D>::padding;
  const std::int64_t n = e.num_rows, ell_rows = e.ell_rows, ell_groups = e.ell_groups;
  auto row_of = e.row_of;
  auto groups = e.groups;
  auto ell_cols = e.ell_cols;
  auto ell_vals = e.ell_vals;
  auto csr_ptr = e.csr_row_ptr;
  auto csr_len = e.csr_row_len;
  auto csr_cols = e.csr_cols;
  auto csr_vals = e.csr_vals;
  // Sorted position p: where its entries are and how many.
  auto locate = KOKKOS_LAMBDA(const std::int64_t p, std::int64_t& base, std::int64_t& step,
                              std::int64_t& len) {
    if (p < ell_rows) {
      const EvcHybGroup g =
          groups(last_at_most(detail::GroupFirstRow<decltype(groups)>{groups}, ell_groups, p));
      base = g.slots + (p - g.first_row);
      step = g.rows;
      len = 0;
      while (len < g.width && ell_cols(base + len * step) != padding) ++len;
    } else {
      base = csr_ptr(p - ell_rows);
      step = 1;
      len = csr_len(p - ell_rows);
    }
  };
  Kokkos::View<Off*, D> lengths("kspmv::evc_hyb::lengths", std::size_t(n + 1));
  Kokkos::parallel_for(
      "kspmv::from_evc_hyb_lengths", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t p) {
        std::int64_t base, step, len;
        locate(p, base, step, len);
        lengths(row_of(p)) = Off(len);
      });
  Kokkos::View<Off*, D> row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::row_map"),
                                std::size_t(n + 1));
  const Off nnz = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t r) { return lengths(r); }, row_map);
  typename Crs::index_type out_cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cols"),
                                    nnz);
  typename Crs::values_type out_vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::vals"),
                                     nnz);
  Kokkos::parallel_for(
      "kspmv::from_evc_hyb", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t p) {
        std::int64_t base, step, len;
        locate(p, base, step, len);
        const std::int64_t out = row_map(row_of(p));
        for (std::int64_t k = 0; k < len; ++k) {
          out_cols(out + k) = p < ell_rows ? ell_cols(base + k * step) : csr_cols(base + k);
          out_vals(out + k) = p < ell_rows ? ell_vals(base + k * step) : csr_vals(base + k);
        }
      });
  exec.fence();
  return Crs("kspmv::from_evc_hyb", O(n), e.num_cols, nnz, out_vals, row_map, out_cols);
}

}  // namespace kspmv
