#pragma once
// The performance profile of [TOPC20] eq. 8 over the matrices of one run:
// t(m,k) the median time of kernel k on matrix m, r(m,k) = t(m,k) / min_k' t(m,k'),
// rho_k(tau) = |{m : r(m,k) <= tau}| / |M|. A kernel that failed the check, was
// skipped or is missing on a matrix has r = infinity there, so it still counts
// in |M| and its curve stays below 1. Kept free of Kokkos, like results.hpp.

#include "results.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace kspmv_bench {

inline constexpr double infinite_ratio = std::numeric_limits<double>::infinity();
// cuSPARSE's best format per matrix, a kernel line of its own: it is what the
// project measures itself against.
inline const std::string cusparse_best_name = "cusparse_best";

struct ProfileKernel {
  std::string name, family;
};

// Why a kernel has or lacks a time on a matrix; only "ok" times enter the profile.
inline constexpr const char* status_ok = "ok";
inline constexpr const char* status_wrong = "wrong";      // ran, missed the error tolerance
// Setup or apply threw; for cusparse_best: no cuSPARSE format ran correctly.
inline constexpr const char* status_skipped = "skipped";
inline constexpr const char* status_absent = "absent";    // not run on this matrix

struct ProfileCell {
  double ms = not_measured;  // median, also where the result was wrong
  std::string status = status_absent;
  double ratio = infinite_ratio;
};

// Times and ratios, one row per matrix, one column per kernel.
struct ProfileTable {
  std::vector<const MatrixResult*> matrices;
  std::vector<std::string> matrix_names;  // unique: a repeated name gets "#2", "#3", ...
  std::vector<ProfileKernel> kernels;
  std::vector<std::vector<ProfileCell>> cells;  // [matrix][kernel]
};

// Legend order: kspmv (with its permuted-y EVC-HYB), Kokkos Kernels, cuSPARSE.
inline int family_rank(const std::string& family) {
  if (family == "kokkos-kernels") return 1;
  if (family == "cusparse") return 2;
  return 0;
}

inline ProfileCell profile_cell(const VariantResult& v) {
  ProfileCell c;
  c.ms = v.ran ? v.median_ms : not_measured;
  const bool timed = std::isfinite(c.ms) && c.ms > 0;
  c.status = !v.ran ? status_skipped : !v.error_ok || !timed ? status_wrong : status_ok;
  return c;
}

inline std::vector<ProfileKernel> profile_kernels(const std::vector<MatrixResult>& all) {
  std::vector<ProfileKernel> kernels;
  bool any_cusparse = false;
  for (const MatrixResult& m : all)
    for (const VariantResult& v : m.variants) {
      any_cusparse |= v.family == "cusparse";
      const bool known = std::any_of(kernels.begin(), kernels.end(),
                                     [&](const ProfileKernel& k) { return k.name == v.name; });
      if (!known) kernels.push_back({v.name, v.family});
    }
  if (any_cusparse) kernels.push_back({cusparse_best_name, "cusparse"});
  std::stable_sort(kernels.begin(), kernels.end(), [](const auto& a, const auto& b) {
    return family_rank(a.family) < family_rank(b.family);
  });
  return kernels;
}

inline std::vector<std::string> unique_matrix_names(const std::vector<MatrixResult>& all) {
  std::vector<std::string> names;
  for (const MatrixResult& m : all) {
    const auto same = [&](const MatrixResult& o) { return o.name == m.name; };
    const auto seen = std::count_if(all.data(), &m, same);
    names.push_back(seen ? m.name + "#" + std::to_string(seen + 1) : m.name);
  }
  return names;
}

inline ProfileTable profile_table(const std::vector<MatrixResult>& all) {
  ProfileTable t;
  t.kernels = profile_kernels(all);
  t.matrix_names = unique_matrix_names(all);
  for (const MatrixResult& m : all) {
    t.matrices.push_back(&m);
    std::vector<ProfileCell> row(t.kernels.size());
    for (std::size_t k = 0; k < t.kernels.size(); ++k) {
      const std::string& name = t.kernels[k].name;
      if (name == cusparse_best_name) {
        const VariantResult* b = m.best("cusparse");
        const bool any = std::any_of(m.variants.begin(), m.variants.end(),
                                     [](const VariantResult& v) { return v.family == "cusparse"; });
        row[k].ms = b ? b->median_ms : not_measured;
        row[k].status = b ? status_ok : any ? status_skipped : status_absent;
        continue;
      }
      for (const VariantResult& v : m.variants)
        if (v.name == name) row[k] = profile_cell(v);
    }
    double best = infinite_ratio;
    for (const ProfileCell& c : row)
      if (c.status == status_ok) best = std::min(best, c.ms);
    for (ProfileCell& c : row)
      if (c.status == status_ok) c.ratio = c.ms / best;
    t.cells.push_back(std::move(row));
  }
  return t;
}

// tau in hundredths: every 0.01 up to 2, where kernels near the best are told
// apart, then every 0.05 up to 4.
inline std::vector<int> profile_taus_percent() {
  std::vector<int> taus;
  for (int p = 100; p <= 200; ++p) taus.push_back(p);
  for (int p = 205; p <= 400; p += 5) taus.push_back(p);
  return taus;
}

// rho_k(tau) of eq. 8 for kernel column k.
inline double profile_fraction(const ProfileTable& t, std::size_t k, double tau) {
  if (t.cells.empty()) return 0;
  std::size_t within = 0;
  for (const auto& row : t.cells) within += row[k].ratio <= tau;
  return double(within) / double(t.cells.size());
}

}  // namespace kspmv_bench
