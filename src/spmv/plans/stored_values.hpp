#pragma once
// SpmvOptions::value_precision for the plans that keep their own copy of A's
// values (dia, ell, sellp, evc_hyb): the format holds them as A's scalar or, when
// single is asked, as single_precision_t (4 bytes a value in double instead of
// 8), while x, y and every sum stay in A's scalar. The kernels read a value
// and convert it once (S(vals(k))), so one kernel serves both.
//
// StoredFormat<Format, Matrix> is the one place a plan keeps that choice: it
// builds the format with the values asked for, refills them, measures the
// largest relative rounding of a stored value, and hands the format to a
// generic lambda with its value type compiled in. A scalar that is already
// single (float) stores as given: nothing is compiled twice, the rounding is 0.

#include "convert/common.hpp"
#include "core/scalar_traits.hpp"
#include "spmv/algorithm.hpp"

#include <Kokkos_Core.hpp>
#include <cmath>
#include <cstdio>
#include <string>
#include <type_traits>

namespace kspmv {

// max over A's values of |v - V(v)| / |v| (0 for zeros): what storing them
// as V rounds. A's values enter the kernels' sums through V only.
template <class V, class ExecSpace, class Values>
double largest_relative_rounding(const ExecSpace& exec, const Values& values) {
  using S = typename Values::non_const_value_type;
  if constexpr (std::is_same_v<V, S>) {
    (void)exec;
    (void)values;
    return 0.0;
  } else {
    if (values.extent(0) == 0) return 0.0;  // Max's identity is the lowest double
    double worst = 0.0;  // of the squared ratio
    Kokkos::parallel_reduce(
        "kspmv::value_rounding", Kokkos::RangePolicy<ExecSpace>(exec, 0, values.extent(0)),
        KOKKOS_LAMBDA(const std::int64_t k, double& w) {
          const S v = values(k);
          const double size = squared_magnitude(v);
          if (size > 0) {
            const double r = squared_magnitude(S(S(V(v)) - v)) / size;
            if (r > w) w = r;
          }
        },
        Kokkos::Max<double>(worst));
    exec.fence();
    return worst > 0 ? std::sqrt(worst) : 0.0;
  }
}

// Bytes of one value as a plan stores it under `precision` (the byte counts
// that weigh 16-bit column deltas against padding).
template <class S>
constexpr std::size_t stored_value_bytes(ValuePrecision precision) {
  return precision == ValuePrecision::single ? sizeof(single_precision_t<S>) : sizeof(S);
}

// For describe(): how values asked to be single (`asked`) are kept: `stored`
// single with the largest relative rounding `rounding`, or already single.
inline std::string single_values_description(bool asked, bool stored, double rounding) {
  if (!asked) return "";
  if (!stored) return "; values already single precision (value_precision single)";
  char buf[96];
  std::snprintf(buf, sizeof buf, "; values stored single precision, largest relative rounding %.3g",
                rounding);
  return buf;
}

template <template <class, class, class, class> class Format, class Matrix>
class StoredFormat {
 public:
  using S = typename Matrix::non_const_value_type;
  using as_given_type = format_for_t<Format, Matrix>;
  using single_type = format_for_t<Format, Matrix, single_precision_t<S>>;
  static constexpr bool distinct = !std::is_same_v<as_given_type, single_type>;

  // convert(values_as<V>{}) builds the format with values of type V.
  template <class ExecSpace, class Convert>
  static StoredFormat build(const ExecSpace& exec, const Matrix& A, ValuePrecision precision,
                            const Convert& convert) {
    StoredFormat f;
    f.single_ = distinct && precision == ValuePrecision::single;
    f.asked_single_ = precision == ValuePrecision::single;
    if constexpr (distinct) {
      if (f.single_) {
        f.single_format_ = convert(values_as<single_precision_t<S>>{});
        f.rounding_ = largest_relative_rounding<single_precision_t<S>>(exec, A.values);
        return f;
      }
    }
    f.as_given_ = convert(values_as<S>{});
    return f;
  }

  // refill(format) refills the values of the format it is given.
  template <class ExecSpace, class Refill>
  void refill(const ExecSpace& exec, const Matrix& A, const Refill& refill_values) {
    if constexpr (distinct) {
      if (single_) {
        refill_values(single_format_);
        rounding_ = largest_relative_rounding<single_precision_t<S>>(exec, A.values);
        return;
      }
    }
    refill_values(as_given_);
  }

  // f(format) with the format actually held.
  template <class F>
  decltype(auto) visit(const F& f) const {
    if constexpr (distinct) {
      if (single_) return f(single_format_);
    }
    return f(as_given_);
  }

  // f(format) with the format actually held, to change it (a plan freeing
  // an array its kernels no longer read).
  template <class F>
  void modify(const F& f) {
    if constexpr (distinct) {
      if (single_) return f(single_format_);
    }
    f(as_given_);
  }

  bool single() const { return single_; }
  // The kernels read single-precision values: stored so, or A's already are.
  bool reads_single() const { return asked_single_; }
  double rounding() const { return rounding_; }

  // For describe(): how the values are kept.
  std::string describe() const { return single_values_description(asked_single_, single_, rounding_); }

 private:
  as_given_type as_given_;
  single_type single_format_;
  bool single_ = false, asked_single_ = false;
  double rounding_ = 0.0;
};

}  // namespace kspmv
