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

// Adds one instruction whose lanes hit columns c[0..n) of y.
template <class Ordinal>
KOKKOS_INLINE_FUNCTION void count_instruction(Ordinal* c, int n, std::int64_t sector_values,
                                              ScatterCounts& out) {
  for (int i = 1; i < n; ++i) {  // insertion sort: n <= scatter_cost_max_lanes
    const Ordinal v = c[i];
    int j = i - 1;
    for (; j >= 0 && c[j] > v; --j) c[j + 1] = c[j];
    c[j + 1] = v;
  }
  for (int i = 0; i < n; ++i) {
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

// Both orders' costs for instructions of `lanes` lanes (the warp width,
// at most 64) and sectors of `sector_values` values of y.
template <class ExecSpace, class Matrix>
ScatterCosts scatter_costs(const ExecSpace& exec, const Matrix& A, int lanes,
                           std::int64_t sector_values) {
  using O = typename Matrix::non_const_ordinal_type;
  using Counts = detail::ScatterCounts;
  require(lanes >= 1 && lanes <= detail::scatter_cost_max_lanes,
          "scatter_costs: lanes must be 1 to ", detail::scatter_cost_max_lanes, ", got ", lanes);
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
        O c[detail::scatter_cost_max_lanes];
        const std::int64_t first = w * lanes;
        const int n = int(nnz - first < lanes ? nnz - first : lanes);
        for (int i = 0; i < n; ++i) c[i] = entries(first + i);
        detail::count_instruction(c, n, sector_values, sum);
      },
      Kokkos::Sum<Counts>(in_rows));
  Kokkos::parallel_reduce(
      "kspmv::scatter_costs_thread_per_row",
      Kokkos::RangePolicy<ExecSpace>(exec, 0, (rows + lanes - 1) / lanes),
      KOKKOS_LAMBDA(const std::int64_t s, Counts& sum) {
        O c[detail::scatter_cost_max_lanes];
        const std::int64_t r0 = s * lanes;
        const int n = int(rows - r0 < lanes ? rows - r0 : lanes);
        std::int64_t longest = 0;
        for (int i = 0; i < n; ++i) {
          const std::int64_t len = std::int64_t(row_map(r0 + i + 1) - row_map(r0 + i));
          longest = len > longest ? len : longest;
        }
        for (std::int64_t k = 0; k < longest; ++k) {
          int m = 0;
          for (int i = 0; i < n; ++i)
            if (std::int64_t(row_map(r0 + i + 1) - row_map(r0 + i)) > k)
              c[m++] = entries(row_map(r0 + i) + k);
          detail::count_instruction(c, m, sector_values, sum);
        }
      },
      Kokkos::Sum<Counts>(by_slots));
  out.row_order = in_rows.cost();
  out.thread_per_row = by_slots.cost();
  return out;
}

}  // namespace kspmv
