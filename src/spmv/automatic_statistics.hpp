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
  if (bsr_worth_detecting(stats, t, resident, multivector, bsr_rho(o, t))) {
    try {
      stats.block_size = largest_block_size(exec, A, limits);
    } catch (const Error&) {
    }
  }
  if (narrow_sellp_worth_counting(stats, o, t, resident, multivector))
    count_rule_narrow_groups(stats, exec, A, t, limits);
  return stats;
}

}  // namespace kspmv
