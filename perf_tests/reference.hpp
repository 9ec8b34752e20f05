#pragma once
// The host reference: y = A·x by a plain loop over the host CSR, accumulated
// in at least double (Y = A·X column by column), and the relative error
// ||y - y_ref||_inf / ||y_ref||_inf.

#include "bench_types.hpp"
#include "host_parallel.hpp"

#include <cmath>
#include <limits>
#include <type_traits>

namespace kspmv_bench {

template <class Scalar>
std::vector<Scalar> reference_spmv(const HostCsr<Scalar>& A, const std::vector<Scalar>& x) {
  using Acc = std::common_type_t<Scalar, double>;
  std::vector<Scalar> y(A.rows);
  parallel_chunks(A.rows, row_grain(A.rows), [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t r = b; r < e; ++r) {
      Acc sum = 0;
      for (Offset j = A.row_map[r]; j < A.row_map[r + 1]; ++j)
        sum += Acc(A.values[j]) * Acc(x[A.entries[j]]);
      y[r] = Scalar(sum);
    }
  });
  return y;
}

// y = Aᵀ·x by the same plain loop, scattering each row of A (sequential: a
// column's sum then has one fixed order).
template <class Scalar>
std::vector<Scalar> reference_spmv_transpose(const HostCsr<Scalar>& A, const std::vector<Scalar>& x) {
  using Acc = std::common_type_t<Scalar, double>;
  std::vector<Acc> y(A.cols, Acc(0));
  for (std::int64_t r = 0; r < A.rows; ++r)
    for (Offset j = A.row_map[r]; j < A.row_map[r + 1]; ++j)
      y[A.entries[j]] += Acc(A.values[j]) * Acc(x[r]);
  return std::vector<Scalar>(y.begin(), y.end());
}

// Y = op(A)·X for X given column by column: the rank-1 reference on each
// column, so that K > 1 is checked exactly as K = 1 is.
template <class Scalar>
std::vector<std::vector<Scalar>> reference_columns(const HostCsr<Scalar>& A,
                                                   const std::vector<std::vector<Scalar>>& x,
                                                   bool transpose) {
  std::vector<std::vector<Scalar>> y;
  y.reserve(x.size());
  for (const std::vector<Scalar>& column : x)
    y.push_back(transpose ? reference_spmv_transpose(A, column) : reference_spmv(A, column));
  return y;
}

// max over the outputs of Σ|a|·|x| over max|y_ref|, the worst column: what a
// relative rounding u of A's stored values can cost in relative_error's
// units (u times this; SpmvOptions::value_precision = single).
template <class Scalar>
double absolute_sum_over_reference(const HostCsr<Scalar>& A,
                                   const std::vector<std::vector<Scalar>>& x,
                                   const std::vector<std::vector<Scalar>>& ref, bool transpose) {
  double worst = 0;
  for (std::size_t j = 0; j < x.size(); ++j) {
    std::vector<double> sums(transpose ? A.cols : A.rows, 0.0);
    for (std::int64_t r = 0; r < A.rows; ++r)
      for (Offset k = A.row_map[r]; k < A.row_map[r + 1]; ++k) {
        const double a = std::abs(double(A.values[k]));
        if (!transpose) sums[r] += a * std::abs(double(x[j][A.entries[k]]));
        else sums[A.entries[k]] += a * std::abs(double(x[j][r]));
      }
    double most = 0, norm = 0;
    for (double v : sums) most = std::max(most, v);
    for (const Scalar& v : ref[j]) norm = std::max(norm, std::abs(double(v)));
    worst = std::max(worst, norm > 0 ? most / norm : most);
  }
  return worst;
}

// Infinity when y holds a NaN or Inf (the poisoned y was not overwritten).
template <class Scalar>
double relative_error(const Scalar* y, const std::vector<Scalar>& ref) {
  double diff = 0, norm = 0;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    const double d = std::abs(double(y[i]) - double(ref[i]));
    if (!std::isfinite(d)) return std::numeric_limits<double>::infinity();
    diff = std::max(diff, d);
    norm = std::max(norm, std::abs(double(ref[i])));
  }
  return norm > 0 ? diff / norm : diff;
}

// Pass mark for the relative error: the worst-case rounding bound γ_n ≈ n·ε of
// a dot product of n = max_row terms, times a safety factor for the different
// summation orders of the kernels (segmented sums, atomics).
inline constexpr double error_safety_factor = 16;

template <class Scalar>
double error_tolerance(std::int64_t max_row) {
  return error_safety_factor * double(std::numeric_limits<Scalar>::epsilon()) *
         double(std::max<std::int64_t>(1, max_row));
}

}  // namespace kspmv_bench
