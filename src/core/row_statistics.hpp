#pragma once
// Statistics of the nonzeros-per-row distribution R of a CSR matrix, computed
// on the device. quantile(x) is Q_R(x) := min{t : x < F_R(t)} with
// F_R(t) = |{r in R : r <= t}| / |R| ([TOPC20] eq. 6-7): Q_R(x) for x < 0 is 0
// (all of HYB in COO), for x >= 1 the longest row (all in ELL).

#include "core/compat.hpp"
#include "core/errors.hpp"

#include <cmath>
#include <cstdint>

namespace kspmv {

template <class Device>
struct RowStatistics {
  std::int64_t num_rows = 0;
  std::int64_t num_cols = 0;
  std::int64_t nnz = 0;
  std::int64_t min_row = 0;
  std::int64_t max_row = 0;
  double mean = 0.0;
  double variance = 0.0;
  // The spread of row lengths, std / mean (0 without entries).
  double cv() const { return mean > 0 ? std::sqrt(variance) / mean : 0.0; }
  std::int64_t empty_rows = 0;
  // Fraction of neighbouring non-empty rows (r - 1, r) whose first columns lie
  // more than scattered_rows_window columns apart: near 1 when A's row order
  // says nothing about where in x a row reads (randomly ordered graphs), near
  // 0 for banded and blocked matrices. EVC-HYB's sort by first column pays
  // off on the former ([EVC] §2.1, "an ordered load of vector X").
  double scattered_rows = 0.0;
  // Fraction of those pairs whose first columns are exactly one apart: near 1
  // for banded matrices and stencils, where slot k of consecutive rows reads
  // consecutive columns (a thread-per-row scatter coalesces there), near 0
  // where rows repeat their neighbour's columns (finite-element nodes).
  double shifted_rows = 0.0;
  // Slots per entry when each slice of W consecutive rows (W: the backend's
  // warp width, 32 on NVIDIA, 1 on host backends) pads to its longest row:
  // what a warp of ELL reads, each stopping at its own longest row, where
  // max_row·rows / nnz is what ELL stores. Like scattered_rows it depends on
  // the row order; 1 without entries.
  double slice_fill = 1.0;
  // Distinct diagonals (column - row) of A; -1 when not counted: the handle
  // counts them only where Algorithm::automatic would weigh DIA
  // (dia_worth_counting in spmv/automatic.hpp). Of those, the ones DIA
  // stores at the table's θ (dia_min_fill in core/tuning.hpp) and the entries left
  // to its COO part (convert/dia.hpp, profile_diagonals).
  std::int64_t diagonals = -1;
  std::int64_t dense_diagonals = -1;
  std::int64_t offband_entries = -1;
  // The largest b whose full, aligned b×b blocks make up A's pattern exactly
  // (convert/block_pattern.hpp); -1 when not looked for: the handle looks
  // only where Algorithm::automatic would weigh BSR (bsr_worth_detecting).
  std::int64_t block_size = -1;
  // Fraction of the groups of 2^narrow_columns_group_shift rows whose columns
  // fit 16-bit deltas (convert/narrow_columns.hpp); -1 when not counted: the
  // handle counts only where Algorithm::automatic would weigh SELL-P with
  // deltas (narrow_sellp_worth_counting).
  double narrow_groups = -1.0;
  // The cost of a thread-per-row scatter's atomics over the row order's
  // (spmv/scatter_costs.hpp); -1 when not counted: the handle counts it only
  // where the rule reads it (rank-1 ELL and SELL-P op = Aᵀ, TuningTable::
  // row_order_own_max_cost).
  double thread_per_row_scatter_ratio = -1.0;
  // Row lengths sorted ascending; a quantile query reads one element.
  Kokkos::View<std::int64_t*, Device> sorted_lengths;

  std::int64_t quantile(double x) const {
    if (num_rows == 0 || x < 0.0) return 0;
    if (x >= 1.0) return max_row;
    auto k = static_cast<std::int64_t>(std::floor(x * double(num_rows)));
    if (k >= num_rows) k = num_rows - 1;
    std::int64_t value = 0;
    Kokkos::deep_copy(value, Kokkos::subview(sorted_lengths, k));
    return value;
  }
};

// Σ over slices of `slice_rows` consecutive rows of (the slice's longest
// row × its rows) / nnz: RowStatistics::slice_fill at any slice height.
// `nnz` is the caller's (row_map(num_rows)), so that setup reads no value back.
template <class ExecSpace, class RowMap>
double slice_fill(const ExecSpace& exec, const RowMap& row_map, std::int64_t num_rows, std::int64_t nnz,
                  std::int64_t slice_rows) {
  require(slice_rows >= 1, "slice_fill: slice_rows must be >= 1; got ", slice_rows);
  if (num_rows == 0 || nnz == 0) return 1.0;
  const std::int64_t slices = (num_rows + slice_rows - 1) / slice_rows;
  std::int64_t slots = 0;
  Kokkos::parallel_reduce(
      "kspmv::slice_fill", Kokkos::RangePolicy<ExecSpace>(exec, 0, slices),
      KOKKOS_LAMBDA(const std::int64_t q, std::int64_t& acc) {
        const std::int64_t first = q * slice_rows;
        const std::int64_t end = first + slice_rows < num_rows ? first + slice_rows : num_rows;
        std::int64_t longest = 0;
        for (std::int64_t r = first; r < end; ++r) {
          const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
          longest = len > longest ? len : longest;
        }
        acc += longest * (end - first);
      },
      slots);
  return double(slots) / double(nnz);
}

// scattered_rows, shifted_rows and slice_fill of `s` from A's rows as
// numbered: the statistics that change when rows are renumbered (row
// lengths do not).
template <class ExecSpace, class Matrix, class Statistics>
void measure_row_order(const ExecSpace& exec, const Matrix& A, Statistics& s) {
  const auto row_map = A.graph.row_map;
  s.slice_fill = slice_fill(exec, row_map, s.num_rows, s.nnz, compat::warp_width<ExecSpace>());
  std::int64_t pairs = 0, far = 0, shifted = 0;
  if (s.num_rows > 1) {
    auto entries = A.graph.entries;
    Kokkos::parallel_reduce(
        "kspmv::scattered_rows", Kokkos::RangePolicy<ExecSpace>(exec, 1, s.num_rows),
        KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& n, std::int64_t& apart,
                      std::int64_t& next) {
          if (row_map(r - 1) == row_map(r) || row_map(r) == row_map(r + 1)) return;
          const std::int64_t d = std::int64_t(entries(row_map(r))) - std::int64_t(entries(row_map(r - 1)));
          ++n;
          apart += (d > scattered_rows_window || -d > scattered_rows_window);
          next += (d == 1);
        },
        pairs, far, shifted);
  }
  s.scattered_rows = pairs > 0 ? double(far) / double(pairs) : 0.0;
  s.shifted_rows = pairs > 0 ? double(shifted) / double(pairs) : 0.0;
}

template <class ExecSpace, class Matrix>
RowStatistics<typename Matrix::device_type> compute_row_statistics(const ExecSpace& exec,
                                                                   const Matrix& A) {
  using Device = typename Matrix::device_type;
  RowStatistics<Device> s;
  s.num_rows = A.numRows();
  s.num_cols = A.numCols();
  s.nnz = A.nnz();
  s.sorted_lengths = Kokkos::View<std::int64_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::row_lengths"), std::size_t(s.num_rows));
  if (s.num_rows == 0) return s;

  auto row_map = A.graph.row_map;
  auto lengths = s.sorted_lengths;
  Kokkos::parallel_for(
      "kspmv::row_lengths", Kokkos::RangePolicy<ExecSpace>(exec, 0, s.num_rows),
      KOKKOS_LAMBDA(const std::int64_t i) {
        lengths(i) = std::int64_t(row_map(i + 1) - row_map(i));
      });
  double sum_sq = 0;
  Kokkos::parallel_reduce(
      "kspmv::row_length_squares", Kokkos::RangePolicy<ExecSpace>(exec, 0, s.num_rows),
      KOKKOS_LAMBDA(const std::int64_t i, double& acc) {
        acc += double(lengths(i)) * double(lengths(i));
      },
      sum_sq);
  compat::sort(exec, lengths);
  Kokkos::deep_copy(exec, s.min_row, Kokkos::subview(lengths, 0));
  Kokkos::deep_copy(exec, s.max_row, Kokkos::subview(lengths, s.num_rows - 1));
  exec.fence();
  s.empty_rows = 0;
  if (s.min_row == 0) {  // count the zeros at the front of the sorted lengths
    Kokkos::parallel_reduce(
        "kspmv::empty_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, s.num_rows),
        KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& acc) { acc += (lengths(i) == 0); },
        s.empty_rows);
  }
  measure_row_order(exec, A, s);
  s.mean = double(s.nnz) / double(s.num_rows);
  s.variance = sum_sq / double(s.num_rows) - s.mean * s.mean;
  if (s.variance < 0) s.variance = 0;
  return s;
}

}  // namespace kspmv
