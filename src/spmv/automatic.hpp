#pragma once
// Algorithm::automatic: picks a kernel from the row statistics. The rule is
// this one function; its thresholds live in the TuningTable
// (core/tuning.hpp), fitted on the H200 with perf_tests/tools/fit_automatic.py
// (which mirrors this function) on matrices kept apart from those it is
// scored on (perf_tests/results/README.md).
//
//   latency regime (few entries per resident thread: launches and the
//   critical path dominate, one launch is best):
//     long rows or many entries ([ISC20] Alg. 3)  -> csr_load_balance
//     short, even rows                            -> csr_scalar
//     otherwise                                   -> csr_vector
//   bandwidth regime:
//     permuted y allowed, rows scattered over x    -> evc_hyb (its sort restores locality)
//     little ELL padding, or even rows of some length -> ell (if a conversion pays)
//     long rows or many entries ([ISC20] Alg. 3)      -> csr_load_balance
//     otherwise                                       -> csr_vector

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
  const double nnz = double(s.nnz), rows = double(s.num_rows);
  const double cv = s.mean > 0 ? std::sqrt(s.variance) / s.mean : 0.0;  // spread of row lengths
  const bool load_balance =
      double(s.nnz) > double(t.csr_nnz_limit) || s.max_row > t.csr_row_len_limit;
  const bool convert = opts.expected_applies >= t.min_applies_to_convert;
  if (nnz < t.latency_nnz_per_resident_thread * double(resident_threads)) {
    if (load_balance)
      return {Algorithm::csr_load_balance, "small matrix with long rows: equal chunks of entries"};
    if (s.mean <= t.scalar_max_mean && cv <= t.scalar_max_cv)
      return {Algorithm::csr_scalar, "small matrix of short, even rows: one thread per row"};
    return {Algorithm::csr_vector, "small matrix: a vector of lanes per row, one launch"};
  }
  if (convert && opts.evc_hyb_permuted_y && s.scattered_rows >= t.evc_hyb.min_scattered_rows)
    return {Algorithm::evc_hyb,
            "rows scattered over x, y may stay permuted: EVC-HYB's sort by length and first "
            "column restores locality"};
  if (convert && (double(s.max_row) * rows <= t.ell_max_fill * nnz ||
                  (cv <= t.ell_max_spread && s.mean >= t.ell_min_mean)))
    return {Algorithm::ell, "even rows: ELL with little padding, coalesced slots"};
  if (load_balance)
    return {Algorithm::csr_load_balance, "uneven or long rows: equal chunks of entries per warp"};
  return {Algorithm::csr_vector, "a vector of lanes per row, no conversion"};
}

}  // namespace kspmv
