#pragma once
// Whether a rank-2 handle applies op = Aᵀ in one launch or a launch per
// column of Y (SpmvOptions::transpose_vectors), where no CSC is cached and the
// plan scatters by atomics into Y.
//
// One launch reads A once and adds each entry into K columns of Y. Where A's
// columns lie all over (a randomly numbered graph), the rows of Y those adds
// reach, K columns of them, outgrow the L2 and the atomics go to memory; a
// launch per column keeps one column's reach in the L2 and reads A K times.
// The reach is estimated from the mean distance of an entry's column from
// its row (column_reach): 3× that mean is the whole of Y for uniformly
// scattered columns, and a few rows for banded and block-diagonal matrices.
// The plans that scatter a row per thread have a second choice: their own
// rank-2 scatter adds from 32 rows at once, which repeat each other's
// columns in finite-element matrices (low scattered_rows); the row-order
// scatter (spmv/row_order_scatter.hpp), whose warp adds into one row's
// distinct columns, takes all vectors in one launch there instead.
// Fitted on the fit suite (TuningTable::transpose_split_min_y_bytes,
// transpose_row_order_max_scattered), run 74. Where the plan's scatter is the
// load-balanced CSR one, a third way came later and serves most matrices:
// a row-major staging of Y (spmv/row_major_y.hpp, TuningTable::
// transpose_staged_ordered_*, run 75); the rules above decide the rest.

#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace kspmv {

// Mean over A's entries of |column − row·cols/rows|: how far from the
// diagonal (scaled to A's shape) a row's columns lie. 0 without entries.
template <class ExecSpace, class Matrix>
double column_reach(const ExecSpace& exec, const Matrix& A) {
  const std::int64_t rows = A.numRows(), cols = A.numCols(), nnz = A.nnz();
  if (rows == 0 || nnz == 0) return 0.0;
  const auto row_map = A.graph.row_map;
  const auto entries = A.graph.entries;
  const double scale = double(cols) / double(rows);
  double sum = 0.0;
  Kokkos::parallel_reduce(
      "kspmv::column_reach", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r, double& acc) {
        const double diagonal = double(r) * scale;
        double row_sum = 0.0;
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          const double d = double(entries(k)) - diagonal;
          row_sum += d < 0 ? -d : d;
        }
        acc += row_sum;
      },
      sum);
  return sum / double(nnz);
}

// From how many vectors a rank-2 op = Aᵀ goes a launch per column (`never`:
// one launch at every width), and whether narrower applies of a plan that
// scatters a row per thread go through the row-order scatter.
struct TransposeSplit {
  static constexpr std::int64_t never = std::numeric_limits<std::int64_t>::max();
  std::int64_t min_vectors = never;
  bool row_order_all_vectors = false;
  std::string why;
};

// The automatic rule. `row_order`: each column would go through the
// row-order scatter (a plan that scatters a row per thread, the scatter not
// declined); `reach`: column_reach(A).
template <class Device>
TransposeSplit transpose_split_automatic(const RowStatistics<Device>& s, const TuningTable& t,
                                         bool row_order, double reach, std::size_t scalar_bytes) {
  const bool repeats = row_order && s.scattered_rows < t.transpose_row_order_max_scattered;
  const std::string head =
      repeats ? "rows repeat their neighbours' columns (scattered rows " +
                    std::to_string(s.scattered_rows) + " < " +
                    std::to_string(t.transpose_row_order_max_scattered) +
                    "): all vectors through the row-order scatter; "
              : std::string();
  const double span = std::min(double(s.num_cols), 3.0 * reach);
  const double bytes_per_vector = span * double(scalar_bytes);
  if (!(bytes_per_vector > 0)) return {TransposeSplit::never, repeats, head + "no entries"};
  const double needed = std::ceil(double(t.transpose_split_min_y_bytes) / bytes_per_vector);
  const std::int64_t from = needed < 2 ? 2 : needed > 1e15 ? TransposeSplit::never
                                                           : std::int64_t(needed);
  const std::string until =
      from == TransposeSplit::never ? std::string("never") : std::to_string(from);
  return {from, repeats,
          head + "Y's rows an entry reaches: 3 x mean |column - row| " + std::to_string(reach) +
              " = " + std::to_string(std::int64_t(span)) + " rows, " +
              std::to_string(std::int64_t(bytes_per_vector)) + " B a vector; from K = " + until +
              " they outgrow " + std::to_string(t.transpose_split_min_y_bytes) + " B"};
}

// Whether automatic stages a rank-2 op = Aᵀ (TransposeVectors::staged) where
// the plan's scatter can: unless rows keep their own order and A has few
// entries a row of Y (TuningTable::transpose_staged_ordered_*). `why` says
// either way.
template <class Device>
bool transpose_staging_automatic(const RowStatistics<Device>& s, const TuningTable& t,
                                 std::string& why) {
  const double per_row = s.num_cols > 0 ? double(s.nnz) / double(s.num_cols) : 0.0;
  if (s.scattered_rows >= t.transpose_staged_ordered_max_scattered) {
    why = "scattered rows " + std::to_string(s.scattered_rows) +
          " >= " + std::to_string(t.transpose_staged_ordered_max_scattered);
    return true;
  }
  const bool stages = per_row >= t.transpose_staged_ordered_min_entries;
  why = "rows in order (scattered rows " + std::to_string(s.scattered_rows) + " < " +
        std::to_string(t.transpose_staged_ordered_max_scattered) + ") with " +
        std::to_string(per_row) + " entries a row of Y " + (stages ? ">= " : "< ") +
        std::to_string(t.transpose_staged_ordered_min_entries);
  return stages;
}

}  // namespace kspmv
