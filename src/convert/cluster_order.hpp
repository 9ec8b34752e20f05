#pragma once
// The order convert/reorder.hpp renumbers A in: clusters grown breadth-first
// on the device, so that the columns a row reads are numbered near the row.
//
// Seeds are spread over A's numbering, every `cluster_rows`-th row (in a
// randomly numbered graph, a random sample). Then, round by round, each row
// not yet in a cluster joins the cluster of the first column in its stored
// order that joined one in an earlier round; its level is the round. A row
// reads mostly columns of its own cluster, one level up or down, so ordering
// rows by (cluster, level, A's number) puts a row's gathers of x in a few
// nearby stretches. A round that clusters no row leaves rows no seed reaches
// (their columns lead nowhere clustered), and √cluster_rows rounds of growth
// are what a square grid's cluster needs (paths and road networks would take
// hundreds): after either, seeds are spread among the rows left at half the
// spacing, down to every row. Rows without entries read no x and are
// numbered last.
//
// Rounds are level-synchronous passes over the rows; a row already clustered
// reads its own level and stops, one still out reads its columns until the
// first clustered one. At 24M entries the order takes 1-4 ms on an H100
// (run 51; the host breadth-first search it replaced took 0.1-2.5 s). Every
// step is deterministic: a row's choice depends only on the levels of
// earlier rounds, and the order is a sort by (cluster, level, row).
// (Offering clusters from the frontier to the columns it reads instead, which
// reads the pattern once in all, was no faster on the permuted graphs and
// took a second on 20 rows of 200k entries: one thread walks a frontier row.)

#include "convert/common.hpp"
#include "core/compat.hpp"

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

namespace kspmv {

namespace detail {

// Levels of the rows that are not (yet) in a cluster.
inline constexpr int cluster_level_none = -1;   // not clustered yet
inline constexpr int cluster_level_empty = -2;  // no entries: numbered last, joins no one

}  // namespace detail

// Scratch bytes cluster_order() allocates for n rows of ordinal type O (freed
// on return): the seed and level of each row, the seeds' ranks, the keys.
template <class O>
std::size_t cluster_order_scratch_bytes(std::int64_t n) {
  return std::size_t(n) * (2 * sizeof(O) + sizeof(int) + sizeof(std::int64_t)) + sizeof(O);
}

// perm(new) = old for the n × n pattern (row_map, entries), in clusters of
// about `cluster_rows` rows. The rounds it took go to *rounds.
template <class ExecSpace, class PermView, class RowMap, class Entries>
void cluster_order(const ExecSpace& exec, std::int64_t n, const RowMap& row_map,
                   const Entries& entries, std::int64_t cluster_rows, const PermView& perm,
                   int* rounds = nullptr) {
  using O = typename PermView::non_const_value_type;
  using Device = typename PermView::device_type;
  using Range = Kokkos::RangePolicy<ExecSpace>;
  constexpr int none = detail::cluster_level_none, empty = detail::cluster_level_empty;
  require(n < (std::int64_t(1) << 31), "reorder: the cluster order numbers at most 2^31 - 1 rows, A has ", n);
  if (rounds) *rounds = 0;
  if (n == 0) return;
  Kokkos::View<O*, Device> seed(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cluster_seed"), n);
  Kokkos::View<int*, Device> level(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cluster_level"), n);
  std::int64_t spacing = std::max<std::int64_t>(1, cluster_rows);

  std::int64_t unclustered = 0;
  Kokkos::parallel_reduce(
      "kspmv::cluster_seeds", Range(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& left) {
        const bool is_empty = row_map(i + 1) == row_map(i), is_seed = !is_empty && i % spacing == 0;
        seed(i) = is_empty || is_seed ? O(i) : O(-1);
        level(i) = is_empty ? empty : is_seed ? 0 : none;
        left += !is_empty && !is_seed;
      },
      unclustered);

  const int max_growth =
      std::max(2, int(std::ceil(std::sqrt(double(std::max<std::int64_t>(1, cluster_rows))))));
  int round = 0, seeded_at = 0;
  while (unclustered > 0) {
    ++round;
    const int r = round;
    std::int64_t left = 0;
    // Rows joining in round r read only levels set before it (0 <= level <
    // r): a level written in this pass is r, so the pass is deterministic.
    Kokkos::parallel_reduce(
        "kspmv::cluster_round", Range(exec, 0, n),
        KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& still) {
          if (level(i) != none) return;
          for (auto k = row_map(i); k < row_map(i + 1); ++k) {
            const auto c = entries(k);
            const int lc = level(c);
            if (lc >= 0 && lc < r) {
              seed(i) = seed(c);
              level(i) = r;
              return;
            }
          }
          ++still;
        },
        left);
    if (left > 0 && (left == unclustered || round - seeded_at >= max_growth)) {
      seeded_at = round;
      spacing = std::max<std::int64_t>(1, spacing / 2);
      const std::int64_t sp = spacing;
      left = 0;
      Kokkos::parallel_reduce(
          "kspmv::cluster_reseed", Range(exec, 0, n),
          KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& still) {
            if (level(i) != none) return;
            if (i % sp == 0) {
              seed(i) = O(i);
              level(i) = r;
            } else {
              ++still;
            }
          },
          left);
    }
    unclustered = left;
  }
  if (rounds) *rounds = round;

  // Clusters ranked in their seeds' order, rows without entries after them.
  Kokkos::View<O*, Device> rank(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cluster_rank"), n + 1);
  const std::int64_t clusters = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t i) { return level(i) >= 0 && seed(i) == O(i) ? 1 : 0; },
      rank);
  // Key (cluster, level) << 32 | row. Where clusters x levels would not fit
  // in 31 bits, the level is dropped: rows of a cluster in A's order.
  const std::int64_t levels = std::int64_t(round) + 1;
  const bool by_level = (clusters + 1) * levels < (std::int64_t(1) << 31);
  Kokkos::View<std::int64_t*, Device> key(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cluster_key"), n);
  Kokkos::parallel_for(
      "kspmv::cluster_keys", Range(exec, 0, n), KOKKOS_LAMBDA(const std::int64_t i) {
        const int l = level(i);
        const std::int64_t c = l >= 0 ? std::int64_t(rank(seed(i))) : clusters;
        const std::int64_t bin = by_level ? c * levels + (l >= 0 ? l : 0) : c;
        key(i) = (bin << 32) | i;
      });
  compat::sort(exec, key);
  Kokkos::parallel_for(
      "kspmv::cluster_perm", Range(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i) { perm(i) = O(key(i) & 0xffffffff); });
}

}  // namespace kspmv
