#pragma once
// Algorithm::automatic: picks a kernel from the row statistics, in the spirit
// of [TOPC20] Alg. 2 / [ISC20] Alg. 3 (load balancing once rows get long or
// the matrix large and skewed) and Fig. 16 (a conversion must amortize).
// Every threshold lives in the TuningTable (core/tuning.hpp) with its reason.

#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"

#include <cmath>
#include <string>

namespace kspmv {

struct AutomaticChoice {
  Algorithm algorithm;
  std::string reason;
};

// `resident_threads`: threads the device keeps in flight (exec.concurrency()).
template <class Device>
AutomaticChoice choose_algorithm(const RowStatistics<Device>& s, const SpmvOptions& opts,
                                 const TuningTable& t, std::int64_t resident_threads) {
  if (s.nnz == 0 || s.num_rows == 0)
    return {Algorithm::csr_scalar, "no entries: only y = beta*y is computed"};
  const bool long_rows = s.max_row > t.csr_row_len_limit;
  const bool skewed = double(s.max_row) > t.load_balance_skew * s.mean;
  const bool convert = opts.expected_applies >= t.min_applies_to_convert;
  const double resident = double(resident_threads);
  if ((long_rows || skewed) && !opts.deterministic) {
    if (convert && double(s.nnz) < t.coo_max_nnz_per_resident_thread * resident)
      return {Algorithm::coo_load_balance, "few nonzeros, skewed rows: a lane per COO entry"};
    return {Algorithm::csr_load_balance,
            long_rows ? "longest row exceeds the row-length limit (ISC20 Alg. 3)"
                      : "longest row far above the mean: balance nonzeros, not rows"};
  }
  if (double(s.num_rows) < t.latency_bound_rows_per_resident_thread * resident &&
      s.mean >= t.latency_bound_min_mean)
    return {Algorithm::csr_vector, "few rows: a vector per row shortens the critical path"};
  const double spread = s.mean > 0 ? std::sqrt(s.variance) / s.mean : 0.0;
  if (convert && double(s.max_row) * double(s.num_rows) <= t.ell_max_padding_ratio * double(s.nnz))
    return {Algorithm::ell, "uniform rows: ELL with little padding, coalesced slots"};
  if (convert && spread <= t.sellp_max_relative_spread)
    return {Algorithm::sellp, "similar rows: SELL-P pads per slice, coalesced slots"};
  if (long_rows || skewed)
    return {Algorithm::csr_vector, "skewed rows but deterministic results requested"};
  return {Algorithm::csr_vector, "irregular rows: a vector of lanes per row, no conversion"};
}

}  // namespace kspmv
