#pragma once
// op = Aᵀ by atomics in A's row order, for rank-1 handles whose plan would
// scatter with a thread per row (ell, sellp, hybrid, csr_scalar, evc_hyb in
// A's order): the CSRI chunks of csr_load_balance over A's own CSR arrays
// (spmv/arch/csri_scatter.hpp), so a warp's atomics go to the consecutive
// columns of one row instead of one column from each of 32 rows. On the H100,
// run 27: the thread-per-row scatters ran at 0.47-0.59x cuSPARSE's transpose
// on FE matrices (bcsstk16/29/33, wave) where this one ran at 0.99-1.01x.
// Rank-2 handles keep the plan's own scatter, which reads A once for a tile
// of vectors where this would read it once per vector, unless they apply
// op = Aᵀ a column at a time or their rows repeat their neighbours' columns
// (SpmvOptions::transpose_vectors, spmv/transpose_vectors.hpp); regular banded
// matrices, ELL and SELL-P where the atomics of their own scatter cost less
// (spmv/scatter_costs.hpp, TuningTable::row_order_own_max_cost), and
// short-and-wide ones under ELL, keep it too (row_order_scatter_declined).
// SpmvOptions::transpose_scatter forces either; a CSC cached for many
// transposed applies (spmv/transpose_cache.hpp) comes first.

#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/arch/csri_scatter.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/scatter_costs.hpp"
#include "spmv/scale.hpp"

#include <string>

namespace kspmv {

// The plans whose own op = Aᵀ gives each row to one thread.
inline bool scatters_a_row_per_thread(Algorithm a, const SpmvOptions& o) {
  return a == Algorithm::ell || a == Algorithm::sellp || a == Algorithm::hybrid ||
         a == Algorithm::csr_scalar || (a == Algorithm::evc_hyb && !o.evc_hyb_permuted_y);
}

// Where `algorithm`'s own scatter stays (TuningTable::row_order_max_shifted,
// row_order_banded_max_cv, row_order_own_max_cost): empty when the row order
// pays, else why not.
template <class Device>
std::string row_order_scatter_declined(const RowStatistics<Device>& s, const TuningTable& t,
                                       Algorithm algorithm) {
  if (s.shifted_rows >= t.row_order_max_shifted && s.cv() <= t.row_order_banded_max_cv)
    return "banded: shifted_rows " + std::to_string(s.shifted_rows) + " >= " +
           std::to_string(t.row_order_max_shifted) + " and row length cv " +
           std::to_string(s.cv()) + " <= " + std::to_string(t.row_order_banded_max_cv) +
           ", the plan's slots coalesce";
  if (s.thread_per_row_scatter_ratio >= 0 &&
      s.thread_per_row_scatter_ratio < t.row_order_own_max_cost && s.cv() <= t.row_order_own_max_cv)
    return "its atomics cost " + std::to_string(s.thread_per_row_scatter_ratio) +
           " of the row order's < " + std::to_string(t.row_order_own_max_cost) +
           " (row length cv " + std::to_string(s.cv()) + " <= " +
           std::to_string(t.row_order_own_max_cv) + ")";
  if (algorithm == Algorithm::ell &&
      double(s.max_row) > t.ell_groups_min_width_ratio * double(s.num_rows))
    return "short and wide: max_row " + std::to_string(s.max_row) + " > " +
           std::to_string(t.ell_groups_min_width_ratio) + " x rows, ELL's row groups coalesce";
  return {};
}

// RowStatistics::thread_per_row_scatter_ratio where the rule reads it: ELL
// and SELL-P, rows even enough, a table that has the rule; else -1.
template <class ExecSpace, class Matrix, class Device>
double count_thread_per_row_scatter_ratio(const ExecSpace& exec, const Matrix& A,
                                          const RowStatistics<Device>& s, const TuningTable& t,
                                          Algorithm algorithm) {
  if ((algorithm != Algorithm::ell && algorithm != Algorithm::sellp) ||
      t.row_order_own_max_cost <= 0 || s.cv() > t.row_order_own_max_cv)
    return -1.0;
  const int lanes = compat::warp_width<ExecSpace>();
  if (lanes > detail::scatter_cost_max_lanes) return -1.0;
  using S = typename Matrix::non_const_value_type;
  const std::int64_t sector_values = sizeof(S) >= 32 ? 1 : std::int64_t(32 / sizeof(S));
  return scatter_costs(exec, A, lanes, sector_values).ratio();
}

template <class ExecSpace, class Matrix>
class RowOrderScatter {
 public:
  using S = typename Matrix::non_const_value_type;

  static RowOrderScatter build(const ExecSpace& exec, const Matrix& A, std::int64_t empty_rows,
                               const SpmvOptions& o, const ConversionLimits& limits) {
    RowOrderScatter r;
    r.schedule_ = make_csri_schedule(exec, A, empty_rows, o.omega, o.load_balance_chunk,
                                     /*batch=*/1, limits);
    r.built_ = true;
    return r;
  }

  bool built() const { return built_; }
  std::size_t bytes() const { return built_ ? schedule_.bytes() : 0; }
  std::string describe() const {
    return "scatter by atomics in A's row order (" + std::to_string(schedule_.num_chunks) +
           " chunks of <= " + std::to_string(schedule_.chunk) +
           " entries over A's CSR, as csr_load_balance; the plan's own scatter runs a thread "
           "per row)";
  }

  // y = α·op(A)·x + β·y for op = Aᵀ or Aᴴ.
  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    scale(exec, beta, y);
    csri_scatter_accumulate(exec, schedule_, op.conjugates<S>(), A, alpha, x, y,
                            op.presum_scatter);
  }

 private:
  bool built_ = false;
  CsriSchedule<S, typename Matrix::non_const_ordinal_type, typename Matrix::device_type> schedule_;
};

}  // namespace kspmv
