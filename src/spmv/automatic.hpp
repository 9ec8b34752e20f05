#pragma once
// Algorithm::automatic: picks a kernel from the row statistics, in the spirit
// of [TOPC20] Alg. 2 / [ISC20] Alg. 3 (load balancing once rows get long or
// the matrix large and skewed) and Fig. 16 (a conversion must amortize).
// Every threshold lives in the TuningTable or is named below with its reason.

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

// A conversion costs a few CSR SpMVs ([TOPC20] Fig. 16 measures 2-20); below
// this many expected applies kspmv keeps the CSR kernels that need none.
inline constexpr std::int64_t min_applies_to_convert = 10;
// ELL slots over nonzeros up to which ELL's padding costs less than SELL-P's
// per-slice indirection: on the H200, ELL beat SELL-P by 5-15% on every
// regular matrix of the large suite (perf_tests/results/2026-11-21-run1).
inline constexpr double ell_max_padding_ratio = 1.2;
// Row-length spread (standard deviation over mean) up to which SELL-P's
// per-slice padding stays small on matrices with locally similar rows.
inline constexpr double sellp_max_relative_spread = 1.0;
// max/mean beyond which one-thread-per-row kernels idle most lanes waiting
// for the longest row; load balancing wins there.
inline constexpr double load_balance_skew = 32.0;
// Small matrices are latency-bound, not bandwidth-bound. Fitted on the 57
// SuiteSparse matrices and 8 large ones of perf_tests/results/2026-11-21-run4
// (in-sample: geometric-mean slowdown of automatic against the best kspmv
// kernel 1.49x -> 1.09x, worst 3.85x -> 1.87x):
//  - skewed rows and fewer nonzeros than this many per resident thread: COO
//    chunks give every entry its own lane (csr_load_balance serialises up to
//    32 entries per lane and needs a second launch for split rows);
inline constexpr double coo_max_nnz_per_resident_thread = 16.0;
//  - fewer rows than this fraction of the resident threads, rows of at least
//    latency_bound_min_mean entries: a vector of lanes per row shortens the
//    longest serial chain, which one thread per row (ELL, SELL-P) makes long.
inline constexpr double latency_bound_rows_per_resident_thread = 0.5;
inline constexpr double latency_bound_min_mean = 6.0;

// `resident_threads`: threads the device keeps in flight (exec.concurrency()).
template <class Device>
AutomaticChoice choose_algorithm(const RowStatistics<Device>& s, const SpmvOptions& opts,
                                 const TuningTable& t, std::int64_t resident_threads) {
  if (s.nnz == 0 || s.num_rows == 0)
    return {Algorithm::csr_scalar, "no entries: only y = beta*y is computed"};
  const bool long_rows = s.max_row > t.csr_row_len_limit;
  const bool skewed = double(s.max_row) > load_balance_skew * s.mean;
  const bool convert = opts.expected_applies >= min_applies_to_convert;
  const double resident = double(resident_threads);
  if ((long_rows || skewed) && !opts.deterministic) {
    if (convert && double(s.nnz) < coo_max_nnz_per_resident_thread * resident)
      return {Algorithm::coo_load_balance, "few nonzeros, skewed rows: a lane per COO entry"};
    return {Algorithm::csr_load_balance,
            long_rows ? "longest row exceeds the row-length limit (ISC20 Alg. 3)"
                      : "longest row far above the mean: balance nonzeros, not rows"};
  }
  if (double(s.num_rows) < latency_bound_rows_per_resident_thread * resident &&
      s.mean >= latency_bound_min_mean)
    return {Algorithm::csr_vector, "few rows: a vector per row shortens the critical path"};
  const double spread = s.mean > 0 ? std::sqrt(s.variance) / s.mean : 0.0;
  if (convert && double(s.max_row) * double(s.num_rows) <= ell_max_padding_ratio * double(s.nnz))
    return {Algorithm::ell, "uniform rows: ELL with little padding, coalesced slots"};
  if (convert && spread <= sellp_max_relative_spread)
    return {Algorithm::sellp, "similar rows: SELL-P pads per slice, coalesced slots"};
  if (long_rows || skewed)
    return {Algorithm::csr_vector, "skewed rows but deterministic results requested"};
  return {Algorithm::csr_vector, "irregular rows: a vector of lanes per row, no conversion"};
}

}  // namespace kspmv
