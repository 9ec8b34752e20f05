#pragma once
// Rows cut by the chunk boundaries of the load-balanced kernels. A kernel that
// gives each warp an equal chunk of entries finishes every row that starts
// and ends inside its chunk; a row that spans chunks leaves one partial sum
// per chunk instead, in a fixed slot, and a second, small launch adds the
// partials of each such row in chunk order. No atomics: y is the same bit for
// bit on every run ([TOPC20] §3.2 adds such partials with atomics instead).
//
// Slots, per chunk c and vector v of the launch batch:
//   head(c, v): the partial of c's first row when that row began before c;
//   tail(c, v): the partial of c's last row when it goes on after c and did
//               not begin before c (otherwise the chunk lies inside one row
//               and its whole sum is head(c, v)).
// A row R that begins in chunk c0 and ends in chunk c1 > c0 therefore sums to
// tail(c0) + head(c0 + 1) + ... + head(c1).

#include "convert/common.hpp"
#include "spmv/arch/direct_launch.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

#include <string>

namespace kspmv {

template <class Scalar, class Device, class Row = std::int64_t>
struct ChunkCarries {
  // Rows the second pass finishes: row, first chunk c0, last chunk c1
  // (c1 < c0: no partials, y = beta*y). The first num_short rows span at
  // most carry_thread_span chunks and are summed one thread each; the next
  // num_medium at most carry_warp_span, one warp-wide team each; the rest,
  // one team of carry_long_row_threads each (both FinishRowsByTeams).
  Kokkos::View<std::int64_t*, Device> row, first, last;
  std::int64_t num_short = 0, num_medium = 0;
  Kokkos::View<Scalar**, Kokkos::LayoutLeft, Device> head, tail;  // num_chunks x batch
  // Rows no chunk walks over (empty rows of A), y = beta*y, in increasing
  // order: one Row each instead of three 8-byte fields, and neighbouring
  // threads write neighbouring rows of y. (Listed as rows above, they made
  // the second pass 21% of the load-balanced CSR kernel's time on
  // web-NotreDame x16, 58% of whose rows are empty: H100, run 33.)
  Kokkos::View<Row*, Device> empty;

  KOKKOS_INLINE_FUNCTION std::int64_t num_rows() const { return std::int64_t(row.extent(0)); }
  KOKKOS_INLINE_FUNCTION std::int64_t num_empty() const { return std::int64_t(empty.extent(0)); }
  KOKKOS_INLINE_FUNCTION int batch() const { return int(head.extent(1)); }
  std::size_t bytes() const {
    return (row.span() + first.span() + last.span()) * sizeof(std::int64_t) +
           empty.span() * sizeof(Row) + (head.span() + tail.span()) * sizeof(Scalar);
  }
};

// Orders the rows by the span classes of ChunkCarries (short, medium, long;
// listing order kept within each) and sets num_short and num_medium.
template <class ExecSpace, class Carries>
void order_carried_rows(const ExecSpace& exec, Carries& carries) {
  using Index = decltype(carries.row);
  const std::int64_t n = carries.num_rows();
  const Index row = carries.row, first = carries.first, last = carries.last;
  auto is_short = KOKKOS_LAMBDA(const std::int64_t i) {
    return last(i) - first(i) <= carry_thread_span;
  };
  auto is_medium = KOKKOS_LAMBDA(const std::int64_t i) {
    const std::int64_t span = last(i) - first(i);
    return span > carry_thread_span && span <= carry_warp_span;
  };
  auto fresh = [&](const char* label, std::int64_t len) {
    return Index(Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label)), std::size_t(len));
  };
  // Each row's place among the short and among the medium rows before it.
  const Index slot = fresh("kspmv::carry_order", n + 1),
              medium_slot = fresh("kspmv::carry_medium_order", n + 1);
  carries.num_short = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t i) { return is_short(i) ? 1 : 0; }, slot);
  carries.num_medium = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t i) { return is_medium(i) ? 1 : 0; }, medium_slot);
  const std::int64_t num_short = carries.num_short;
  const std::int64_t num_short_medium = num_short + carries.num_medium;
  Index r2 = fresh("kspmv::carry_row", n), f2 = fresh("kspmv::carry_first_chunk", n),
        l2 = fresh("kspmv::carry_last_chunk", n);
  Kokkos::parallel_for(
      "kspmv::carry_order", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i) {
        const std::int64_t to = is_short(i)    ? slot(i)
                                : is_medium(i) ? num_short + medium_slot(i)
                                               : num_short_medium + (i - slot(i) - medium_slot(i));
        r2(to) = row(i);
        f2(to) = first(i);
        l2(to) = last(i);
      });
  exec.fence();
  carries.row = r2;
  carries.first = f2;
  carries.last = l2;
}

template <class Scalar, class Device, class Row = std::int64_t>
ChunkCarries<Scalar, Device, Row> allocate_carries(std::int64_t rows_to_finish,
                                                   std::int64_t num_chunks, int batch,
                                                   std::int64_t empty_rows = 0) {
  using I = Kokkos::View<std::int64_t*, Device>;
  using C = Kokkos::View<Scalar**, Kokkos::LayoutLeft, Device>;
  auto uninit = [](const char* label) {
    return Kokkos::view_alloc(Kokkos::WithoutInitializing, std::string(label));
  };
  ChunkCarries<Scalar, Device, Row> c;
  c.empty = Kokkos::View<Row*, Device>(uninit("kspmv::carry_empty_rows"), std::size_t(empty_rows));
  c.row = I(uninit("kspmv::carry_row"), std::size_t(rows_to_finish));
  c.first = I(uninit("kspmv::carry_first_chunk"), std::size_t(rows_to_finish));
  c.last = I(uninit("kspmv::carry_last_chunk"), std::size_t(rows_to_finish));
  // Zeroed: a slot no chunk writes (the tail of a chunk whose last row ends
  // inside it) must read as 0 if the sum ever reaches it.
  c.head = C("kspmv::carry_head", std::size_t(num_chunks), std::size_t(batch));
  c.tail = C("kspmv::carry_tail", std::size_t(num_chunks), std::size_t(batch));
  return c;
}

// The second pass: the partials of each listed row, added in chunk order,
// for each vector of the batch. Accumulate = false stores y = α·sum + β·y (the
// first pass wrote no part of these rows); true adds α·sum (y was scaled by β
// before the first pass).
template <class Carries, class YView, bool Accumulate>
struct FinishCarriedRow {
  using S = typename YView::non_const_value_type;
  Carries carries;
  YView y;
  S alpha, beta;
  std::int64_t first_vector;

  KOKKOS_FORCEINLINE_FUNCTION void store(std::int64_t k, std::int64_t v, const S& sum) const {
    S& out = at(y, carries.row(k), first_vector + v);
    if constexpr (Accumulate) out += alpha * sum;
    else store_result(out, alpha, beta, sum);
  }
};

// One thread per row and vector for rows [0, num_short) (threads
// [0, short_threads)), then one thread per empty row storing y = β·y for the
// batch's vectors in turn: the empty rows need no grid division and load their
// row index once (FinishShortRows took 189 us of a K = 8 apply on web-NotreDame
// x16 as a (row, vector) grid, 161 us so: ncu, run 66).
template <class Carries, class YView, bool Accumulate>
struct FinishShortRows : FinishCarriedRow<Carries, YView, Accumulate> {
  using S = typename YView::non_const_value_type;
  RowVectorGrid<YView> grid;   // over num_short rows and the batch's vectors
  std::int64_t short_threads;  // grid.size(), kept so that no thread divides
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    const auto& c = this->carries;
    if (i >= short_threads) {  // nothing to store where y was scaled before
      if constexpr (!Accumulate) {
        const std::int64_t r = std::int64_t(c.empty(i - short_threads));
        for (std::int64_t v = 0; v < grid.vectors; ++v)
          store_result(at(this->y, r, this->first_vector + v), this->alpha, this->beta, S(0));
      }
      return;
    }
    std::int64_t k, v;
    if (!grid.locate(i, k, v)) return;
    const std::int64_t c0 = c.first(k), c1 = c.last(k);
    S sum(0);
    if (c1 >= c0) {
      sum = c.tail(c0, v);
      for (std::int64_t q = c0 + 1; q <= c1; ++q) sum += c.head(q, v);
    }
    this->store(k, v, sum);
  }
};

// One team per row and vector (rows [first_row, first_row + rows)), its
// threads each summing every T-th partial with carry_long_row_loads_in_flight
// accumulators, then the team's sum: a dense row cut into thousands of chunks
// is a few loads per thread, not thousands in turn (one warp per row took
// 54 us of the CSR load balance's 180 on denserows:2097152:4, four rows of
// 4096 chunks: ncu, H100, run 47). The team size depends only on the row's
// span class, and the order of the additions only on the team size, so y
// stays the same bit for bit run to run.
template <class ExecSpace, class Carries, class YView, bool Accumulate>
struct FinishRowsByTeams : FinishCarriedRow<Carries, YView, Accumulate> {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int U = carry_long_row_loads_in_flight;
  std::int64_t vectors, first_row;
  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const auto& c = this->carries;
    std::int64_t k, v;
    split_item(team.league_rank(), vectors, k, v);
    k += first_row;
    const std::int64_t c0 = c.first(k), n = c.last(k) - c0;  // heads c0+1 .. c0+n
    const std::int64_t threads = team.team_size();
    S sum(0);
    Kokkos::parallel_reduce(
        Kokkos::TeamThreadRange(team, threads),
        [&](const std::int64_t t, S& acc) {
          S part[U];
#pragma unroll
          for (int u = 0; u < U; ++u) part[u] = S(0);
          for (std::int64_t q0 = t; q0 < n; q0 += U * threads) {
#pragma unroll
            for (int u = 0; u < U; ++u) {
              const std::int64_t q = q0 + u * threads;
              if (q < n) part[u] += c.head(c0 + 1 + q, v);
            }
          }
#pragma unroll
          for (int u = 0; u < U; ++u) acc += part[u];
        },
        sum);
    Kokkos::single(Kokkos::PerTeam(team), [&]() { this->store(k, v, S(sum + c.tail(c0, v))); });
  }
};

// Calls launch(first_vector, count) for consecutive batches of at most
// `batch` of the `vectors` vectors: the carries hold one batch's partials.
template <class Launch>
void for_each_vector_batch(std::int64_t vectors, std::int64_t batch, const Launch& launch) {
  for (std::int64_t j = 0; j < vectors; j += batch) launch(j, vectors - j < batch ? vectors - j : batch);
}

// Whether the batch's columns of y were zeroed before the first pass, so that
// the second pass leaves A's empty rows alone: where beta = 0, A has empty
// rows and the batch has fill_y_first_min_vectors or more (tuning.hpp). The
// second pass's stores to empty rows interleaved with the first pass's rows
// fill part of each 32-byte sector they touch, and HBM then reads the sector
// back (ncu, run 68); a fill first writes whole sectors. Rank-2 y only.
template <class ExecSpace, class Carries, class YView>
bool zero_y_before_first_pass(const ExecSpace& exec, const Carries& carries,
                              std::int64_t first_vector, std::int64_t vectors,
                              typename YView::const_value_type beta, const YView& y) {
  if (vectors < fill_y_first_min_vectors || carries.num_empty() == 0 ||
      beta != typename YView::non_const_value_type(0))
    return false;
  const auto batch = Kokkos::make_pair(first_vector, first_vector + vectors);
  scale(exec, beta, Kokkos::subview(y, Kokkos::ALL, batch));  // beta = 0: zeros
  return true;
}

// empty_rows_stored: the first pass's launch stored them (the load-balanced
// CSR gather), or zero_y_before_first_pass did (β = 0).
template <bool Accumulate, class ExecSpace, class Carries, class YView>
void finish_carried_rows(const ExecSpace& exec, const Carries& carries, std::int64_t first_vector,
                         std::int64_t vectors, typename YView::const_value_type alpha,
                         typename YView::const_value_type beta, const YView& y,
                         bool empty_rows_stored = false) {
  using Base = FinishCarriedRow<Carries, YView, Accumulate>;
  const Base base{carries, y, alpha, beta, first_vector};
  const std::int64_t num_short = carries.num_short, num_medium = carries.num_medium,
                     num_long = carries.num_rows() - num_short - num_medium;
  const auto grid = RowVectorGrid<YView>::of(num_short, vectors);
  const std::int64_t threads =
      grid.size() + (Accumulate || vectors == 0 || empty_rows_stored ? 0 : carries.num_empty());
  if (threads > 0)
    launch_range("kspmv::finish_carried_rows", exec, threads,
                 FinishShortRows<Carries, YView, Accumulate>{base, grid, grid.size()});
  // Rows [first_row, first_row + rows), a team of `threads` (on GPUs) per row and vector.
  const auto teams = [&](const char* label, std::int64_t first_row, std::int64_t rows, int threads) {
    if (rows * vectors == 0) return;
    const int team_size = compat::is_gpu_space<ExecSpace>() ? threads : 1;
    Kokkos::parallel_for(
        label, light_weight(Kokkos::TeamPolicy<ExecSpace>(exec, rows * vectors, team_size, 1)),
        FinishRowsByTeams<ExecSpace, Carries, YView, Accumulate>{base, vectors, first_row});
  };
  teams("kspmv::finish_carried_medium_rows", num_short, num_medium,
        int(compat::warp_width<ExecSpace>()));
  teams("kspmv::finish_carried_long_rows", num_short + num_medium, num_long, carry_long_row_threads);
}

}  // namespace kspmv
