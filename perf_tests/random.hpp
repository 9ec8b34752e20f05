#pragma once
// Deterministic, counter-based random numbers for the generators: every row
// (or chunk) gets its own stream derived from (seed, index), so results do not
// depend on thread scheduling.

#include <algorithm>
#include <cstdint>

namespace kspmv_bench {

// The one seed of every built-in matrix and of x ("fixed seed" in the brief).
inline constexpr std::uint64_t default_seed = 0x6b73706d76ULL;  // "kspmv"

// SplitMix64 finalizer: a good 64-bit mixing function (Steele et al., 2014).
inline std::uint64_t mix64(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

inline std::uint64_t mix64(std::uint64_t a, std::uint64_t b) { return mix64(a ^ mix64(b)); }

// Uniform double in [0, 1) from the top 53 bits.
inline double unit_double(std::uint64_t bits) { return double(bits >> 11) * 0x1.0p-53; }

class Rng {
 public:
  Rng(std::uint64_t seed, std::uint64_t stream) : state_(mix64(seed, stream)) {}
  std::uint64_t next() { return mix64(state_++); }
  double uniform() { return unit_double(next()); }
  // Uniform integer in [0, n), n > 0 (n < 2^53, which every generator respects).
  std::int64_t below(std::int64_t n) {
    const auto v = std::int64_t(uniform() * double(n));
    return v < n ? v : n - 1;
  }

 private:
  std::uint64_t state_;
};

// Matrix entry value in [0.5, 1.5): a hash of the position, so that merged
// duplicates and regenerated rows agree, and positive so that no row of the
// reference product cancels to zero.
template <class Scalar>
Scalar entry_value(std::int64_t row, std::int64_t col) {
  return Scalar(0.5 + unit_double(mix64(std::uint64_t(row), std::uint64_t(col))));
}

// k distinct integers of [0, n), ascending, written to out[0..k). Requires k <= n.
template <class Ordinal>
void distinct_sorted(Rng& rng, std::int64_t k, std::int64_t n, Ordinal* out) {
  // Rejection with a sort is O(k log k) but retries when k is a large part of
  // n; above this density selection sampling (O(n), sorted by construction) wins.
  constexpr std::int64_t rejection_max_density_inverse = 4;
  if (k * rejection_max_density_inverse > n) {
    std::int64_t need = k;  // Knuth's Algorithm S
    for (std::int64_t i = 0; i < n && need > 0; ++i)
      if (rng.uniform() * double(n - i) < double(need)) out[k - need--] = Ordinal(i);
    return;
  }
  std::int64_t have = 0;
  while (have < k) {
    for (std::int64_t i = have; i < k; ++i) out[i] = Ordinal(rng.below(n));
    std::sort(out, out + k);
    have = std::unique(out, out + k) - out;
  }
}

}  // namespace kspmv_bench
