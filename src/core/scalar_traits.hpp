#pragma once
// Small scalar helpers usable inside kernels for real and Kokkos::complex
// scalars, without depending on Kokkos Kernels' ArithTraits (it moved between
// versions).

#include <Kokkos_Core.hpp>
#include <Kokkos_Complex.hpp>
#include <type_traits>

namespace kspmv {

template <class T>
struct is_complex : std::false_type {};
template <class T>
struct is_complex<Kokkos::complex<T>> : std::true_type {};
template <class T>
inline constexpr bool is_complex_v = is_complex<std::remove_cv_t<T>>::value;

template <class T>
struct real_type { using type = T; };
template <class T>
struct real_type<Kokkos::complex<T>> { using type = T; };
template <class T>
using real_type_t = typename real_type<std::remove_cv_t<T>>::type;

// The single-precision type of a scalar: what ValuePrecision::single stores.
template <class T>
struct single_precision { using type = T; };
template <>
struct single_precision<double> { using type = float; };
template <class T>
struct single_precision<Kokkos::complex<T>> {
  using type = Kokkos::complex<typename single_precision<T>::type>;
};
template <class T>
using single_precision_t = typename single_precision<std::remove_cv_t<T>>::type;

template <class T>
KOKKOS_INLINE_FUNCTION T conj_if(bool conjugate, const T& v) {
  if constexpr (is_complex_v<T>) {
    return conjugate ? T(v.real(), -v.imag()) : v;
  } else {
    (void)conjugate;
    return v;
  }
}

// |v|² in double, for real and complex scalars alike (no sqrt in kernels).
template <class T>
KOKKOS_INLINE_FUNCTION double squared_magnitude(const T& v) {
  if constexpr (is_complex_v<T>) {
    return double(v.real()) * double(v.real()) + double(v.imag()) * double(v.imag());
  } else {
    return double(v) * double(v);
  }
}

template <class T>
inline bool is_zero(const T& v) { return v == T(0); }

}  // namespace kspmv
