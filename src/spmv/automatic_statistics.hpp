#pragma once
// The row statistics Algorithm::automatic decides on: compute_row_statistics,
// plus the counts that cost a pass over A's columns (A's diagonals, its block
// size, the row groups whose columns fit 16-bit deltas), each taken only
// where the rule would weigh the format it serves (*_worth_* in
// spmv/automatic.hpp). A count without the memory it needs is left out, and
// its format is not weighed.

#include "convert/block_pattern.hpp"
#include "convert/dia.hpp"
#include "convert/narrow_columns.hpp"
#include "core/row_statistics.hpp"
#include "spmv/automatic.hpp"

namespace kspmv {

// The counts of automatic's DIA and narrow SELL-P branches, into `s`; one
// whose pass does not fit in memory leaves its fields at -1. kspmv-bench
// takes them on every matrix (perf_tests/runner.hpp) so that a refit can
// replay those branches.
template <class Statistics, class ExecSpace, class Matrix>
void count_rule_diagonals(Statistics& s, const ExecSpace& exec, const Matrix& A,
                          const TuningTable& t, const ConversionLimits& limits = {}) {
  try {
    count_diagonals_into(s, exec, A, dia_min_fill(t), limits);
  } catch (const Error&) {
  }
}
template <class Statistics, class ExecSpace, class Matrix>
void count_rule_narrow_groups(Statistics& s, const ExecSpace& exec, const Matrix& A,
                              const TuningTable& t, const ConversionLimits& limits = {}) {
  try {
    s.narrow_groups =
        narrow_column_groups(exec, A, t.narrow_columns_group_shift, limits).narrow_fraction();
  } catch (const Error&) {
  }
}

template <class ExecSpace, class Matrix>
RowStatistics<typename Matrix::device_type> automatic_statistics(
    const ExecSpace& exec, const Matrix& A, const SpmvOptions& o, const TuningTable& t,
    bool multivector) {
  auto stats = compute_row_statistics(exec, A);
  const std::int64_t resident = std::int64_t(exec.concurrency());
  const ConversionLimits limits{o.memory_limit_bytes};
  if (dia_worth_counting(stats, t, resident)) count_rule_diagonals(stats, exec, A, t, limits);
  if (bsr_worth_detecting(stats, t, resident, multivector, bsr_rho(o, t),
                          transposes_favour_bsr(stats, o, t))) {
    try {
      stats.block_size = largest_block_size(exec, A, limits);
    } catch (const Error&) {
    }
  }
  if (narrow_sellp_worth_counting(stats, o, t, resident, multivector))
    count_rule_narrow_groups(stats, exec, A, t, limits);
  return stats;
}

// The statistics of B = P·A·Pᵀ (convert/reorder.hpp) from A's: B's rows
// are A's in another order, so the row lengths stand and only the
// row-order pass is redone. DIA's diagonals and BSR's blocks are not
// counted, so automatic does not weigh those formats on B: its clusters are
// numbered in their seeds' order, which leaves no band of diagonals and no
// b×b blocks to find (and counting them cost 3.5-6 ms at 24M entries, run
// 51). Narrow groups are counted where automatic would weigh them, as on A.
template <class ExecSpace, class Matrix>
RowStatistics<typename Matrix::device_type> renumbered_statistics(
    const ExecSpace& exec, const Matrix& B, const RowStatistics<typename Matrix::device_type>& of_a,
    const SpmvOptions& o, const TuningTable& t, bool for_automatic, bool multivector) {
  auto stats = of_a;
  stats.diagonals = stats.dense_diagonals = stats.offband_entries = -1;
  stats.block_size = -1;
  stats.narrow_groups = -1.0;
  measure_row_order(exec, B, stats);
  if ((for_automatic &&
       narrow_sellp_worth_counting(stats, o, t, std::int64_t(exec.concurrency()), multivector)) ||
      ordered_rows_worth_counting(stats, o, t, multivector))
    count_rule_narrow_groups(stats, exec, B, t, ConversionLimits{o.memory_limit_bytes});
  return stats;
}

}  // namespace kspmv
