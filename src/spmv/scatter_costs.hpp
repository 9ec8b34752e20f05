#pragma once
// What the atomics of a rank-1 op = Aᵀ cost in the two orders a thread-per-row
// plan can scatter in (spmv/row_order_scatter.hpp), counted on the device from
// A's pattern. A warp's atomic instruction costs the L2 one operation per
// distinct 32-byte sector of y it touches, lanes that hit the same address as
// another lane of the instruction wait for each other, and each instruction
// costs its issue:
//   cost = sectors + scatter_cost_same_address·(lanes on an address already
//          hit) + scatter_cost_instruction·instructions
// (weights in core/tuning.hpp, fitted on the H200). The row order: each W
// consecutive entries of A's CSR are one instruction. A thread per row: each
// W consecutive rows are a slice, and slot k of the slice's rows one
// instruction (rows shorter than k + 1 idle), as ELL and SELL-P scatter.

#include "core/tuning.hpp"

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <limits>

namespace kspmv {

struct ScatterCosts {
  double row_order = 0.0;
  double thread_per_row = 0.0;
  // The thread-per-row order's cost over the row order's (1 without entries).
  double ratio() const { return row_order > 0 ? thread_per_row / row_order : 1.0; }
};

namespace detail {

inline constexpr int scatter_cost_max_lanes = 64;

struct ScatterCounts {
  std::int64_t sectors = 0, same_address = 0, instructions = 0;
  KOKKOS_INLINE_FUNCTION ScatterCounts& operator+=(const ScatterCounts& o) {
    sectors += o.sectors;
    same_address += o.same_address;
    instructions += o.instructions;
    return *this;
  }
  double cost() const {
    return double(sectors) + scatter_cost_same_address * double(same_address) +
           scatter_cost_instruction * double(instructions);
  }
};

// Sorts c ascending by a bitonic network: every index a constant, so that c
// stays in registers (an insertion sort indexed c at run time, in local
// memory).
template <int N, class Ordinal>
KOKKOS_FORCEINLINE_FUNCTION void sort_network(Ordinal (&c)[N]) {
#pragma unroll
  for (int k = 2; k <= N; k <<= 1)
#pragma unroll
    for (int j = k >> 1; j > 0; j >>= 1)
#pragma unroll
      for (int i = 0; i < N; ++i) {
        const int l = i ^ j;
        if (l > i) {
          const Ordinal a = c[i], b = c[l];
          const bool up = (i & k) == 0;
          c[i] = (a < b) == up ? a : b;
          c[l] = (a < b) == up ? b : a;
        }
      }
}

// What sorts after every column: the slots of c no lane fills.
template <class Ordinal>
inline constexpr Ordinal no_lane = std::numeric_limits<Ordinal>::max();

// Adds one instruction whose n lanes hit the columns of y in c, the other
// N - n slots holding no_lane (filled at constant indices, so that c stays
// in registers: a compacting c[m++] had put it in local memory).
template <int N, class Ordinal>
KOKKOS_INLINE_FUNCTION void count_instruction(Ordinal (&c)[N], int n, std::int64_t sector_values,
                                              ScatterCounts& out) {
  sort_network(c);
#pragma unroll
  for (int i = 0; i < N; ++i)
    if (i < n) {
      if (i == 0 || std::int64_t(c[i]) / sector_values != std::int64_t(c[i - 1]) / sector_values)
        ++out.sectors;
      if (i > 0 && c[i] == c[i - 1]) ++out.same_address;
    }
  ++out.instructions;
}

}  // namespace detail

}  // namespace kspmv

namespace Kokkos {
template <>
struct reduction_identity<kspmv::detail::ScatterCounts> {
  KOKKOS_FORCEINLINE_FUNCTION static kspmv::detail::ScatterCounts sum() { return {}; }
};
}  // namespace Kokkos

namespace kspmv {

// Both orders' costs, instructions of N >= `lanes` slots.
template <int N, class ExecSpace, class Matrix>
ScatterCosts scatter_costs_of(const ExecSpace& exec, const Matrix& A, int lanes,
                              std::int64_t sector_values) {
  using O = typename Matrix::non_const_ordinal_type;
  using Counts = detail::ScatterCounts;
  const auto row_map = A.graph.row_map;
  const auto entries = A.graph.entries;
  const std::int64_t rows = A.numRows(), nnz = A.nnz();
  ScatterCosts out;
  if (nnz == 0) return out;
  Counts in_rows, by_slots;
  Kokkos::parallel_reduce(
      "kspmv::scatter_costs_row_order",
      Kokkos::RangePolicy<ExecSpace>(exec, 0, (nnz + lanes - 1) / lanes),
      KOKKOS_LAMBDA(const std::int64_t w, Counts& sum) {
        O c[N];
        const std::int64_t first = w * lanes;
        const int n = int(nnz - first < lanes ? nnz - first : lanes);
#pragma unroll
        for (int i = 0; i < N; ++i) c[i] = i < n ? O(entries(first + i)) : detail::no_lane<O>;
        detail::count_instruction(c, n, sector_values, sum);
      },
      Kokkos::Sum<Counts>(in_rows));
  // A thread per (slot k, slice of `lanes` rows), slices fastest: a thread
  // per slice walking its slots left too few threads to fill a GPU.
  std::int64_t longest = 0;
  Kokkos::parallel_reduce(
      "kspmv::scatter_costs_longest", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& m) {
        const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
        m = len > m ? len : m;
      },
      Kokkos::Max<std::int64_t>(longest));
  const std::int64_t slices = (rows + lanes - 1) / lanes;
  Kokkos::parallel_reduce(
      "kspmv::scatter_costs_thread_per_row",
      Kokkos::RangePolicy<ExecSpace>(exec, 0, slices * longest),
      KOKKOS_LAMBDA(const std::int64_t q, Counts& sum) {
        O c[N];
        const std::int64_t k = q / slices, r0 = (q - k * slices) * lanes;
        const int n = int(rows - r0 < lanes ? rows - r0 : lanes);
        int m = 0;  // lanes whose row reaches slot k
#pragma unroll
        for (int i = 0; i < N; ++i) {
          c[i] = detail::no_lane<O>;
          if (i < n) {
            const auto begin = row_map(r0 + i);
            if (std::int64_t(row_map(r0 + i + 1) - begin) > k) {
              c[i] = entries(begin + k);
              ++m;
            }
          }
        }
        if (m > 0) detail::count_instruction(c, m, sector_values, sum);
      },
      Kokkos::Sum<Counts>(by_slots));
  out.row_order = in_rows.cost();
  out.thread_per_row = by_slots.cost();
  return out;
}

// Both orders' costs for instructions of `lanes` lanes (the warp width,
// at most 64) and sectors of `sector_values` values of y.
template <class ExecSpace, class Matrix>
ScatterCosts scatter_costs(const ExecSpace& exec, const Matrix& A, int lanes,
                           std::int64_t sector_values) {
  require(lanes >= 1 && lanes <= detail::scatter_cost_max_lanes,
          "scatter_costs: lanes must be 1 to ", detail::scatter_cost_max_lanes, ", got ", lanes);
  return lanes <= 32 ? scatter_costs_of<32>(exec, A, lanes, sector_values)
                     : scatter_costs_of<64>(exec, A, lanes, sector_values);
}

}  // namespace kspmv
