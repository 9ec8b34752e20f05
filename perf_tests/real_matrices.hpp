#pragma once
// Real matrices at GPU scale. SuiteSparse files are small (most fit in the
// L2), so a file is replicated K times on the block diagonal to reach tens of
// millions of nonzeros, and optionally renumbered by a random symmetric
// permutation (block-diagonal copies keep x accesses local; a permutation
// scatters them as a large irregular problem would).
//
// A spec names a file and what to do with it:  FILE[@K|@auto][p][bB]
//   web-NotreDame.mtx.gz@16    16 diagonal copies
//   wave.mtx.gz@auto           enough copies for --target-nnz (default 24M)
//   memplus.mtx.gz@autop       the same, then randomly permuted
//   cage11.mtx.gz@autob4       every entry a dense 4×4 block ([KSPARSE]'s test
//                              set), copies for --target-nnz entries in all;
//                              copies and permutation act on the file's
//                              pattern, so the blocks stay whole
// The real suites (--real-suite fit|score DIR) are fixed lists of specs: the
// automatic choice is fitted on one and scored on the other.

#include "generators.hpp"
#include "matrix_source.hpp"
#include "random.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

namespace kspmv_bench {

inline constexpr std::int64_t default_target_nnz = 24'000'000;
inline constexpr std::uint64_t permutation_seed = 20261121;

struct RealSpec {
  std::string path;
  std::int64_t copies = 1;  // 0: as many as --target-nnz asks
  bool permute = false;
  std::int64_t block = 1;   // B: every entry becomes a dense B×B block
};

inline RealSpec parse_real_spec(const std::string& text) {
  RealSpec s;
  const auto at = text.rfind('@');
  s.path = text.substr(0, at);
  if (at == std::string::npos) return s;
  std::string mod = text.substr(at + 1);
  if (const auto b = mod.rfind('b'); b != std::string::npos) {
    s.block = parse_count(mod.substr(b + 1), "matrix " + text + " block size");
    if (s.block < 1) throw std::invalid_argument("matrix " + text + ": block size must be at least 1");
    mod.resize(b);
    if (mod.empty()) return s;
  }
  if (!mod.empty() && mod.back() == 'p') {
    s.permute = true;
    mod.pop_back();
  }
  if (mod == "auto") s.copies = 0;
  else if (!mod.empty()) s.copies = parse_count(mod, "matrix " + text + " copies");
  if (mod.empty() && !s.permute) throw std::invalid_argument("matrix " + text + ": empty '@'");
  if (!mod.empty() && mod != "auto" && s.copies < 1)
    throw std::invalid_argument("matrix " + text + ": copies must be at least 1");
  return s;
}

// K copies of A on the block diagonal: (K·m) × (K·n).
template <class Scalar>
HostCsr<Scalar> replicate_block_diagonal(const HostCsr<Scalar>& A, std::int64_t copies) {
  const std::int64_t m = A.rows, n = A.cols;
  return build_csr<Scalar>(
      A.name + " x" + std::to_string(copies), m * copies, n * copies,
      [&](std::int64_t r) { return A.row_length(r % m); },
      [&](std::int64_t r, Ordinal* cols, Scalar* vals) {
        const std::int64_t src = r % m, shift = (r / m) * n;
        for (Offset k = A.row_map[src]; k < A.row_map[src + 1]; ++k) {
          *cols++ = Ordinal(A.entries[k] + shift);
          *vals++ = A.values[k];
        }
      });
}

// A random permutation of [0, n) from a fixed seed.
inline std::vector<std::int64_t> random_permutation(std::int64_t n, std::uint64_t seed) {
  std::vector<std::int64_t> p(n);
  std::iota(p.begin(), p.end(), 0);
  Rng rng(seed, 1);
  for (std::int64_t i = n - 1; i > 0; --i)
    std::swap(p[i], p[std::int64_t(rng.uniform() * double(i + 1)) % (i + 1)]);
  return p;
}

// P·A·Qᵀ with P = Q for square A (a renumbering of the graph's vertices);
// rows keep sorted columns.
template <class Scalar>
HostCsr<Scalar> permute_symmetric(const HostCsr<Scalar>& A, std::uint64_t seed) {
  const std::vector<std::int64_t> row_of = random_permutation(A.rows, seed);  // new row -> old
  std::vector<std::int64_t> new_col(A.cols);  // old column -> new
  {
    const std::vector<std::int64_t> col_of =
        A.rows == A.cols ? row_of : random_permutation(A.cols, seed + 1);
    for (std::int64_t c = 0; c < A.cols; ++c) new_col[col_of[c]] = c;
  }
  return build_csr<Scalar>(
      A.name + " perm", A.rows, A.cols, [&](std::int64_t r) { return A.row_length(row_of[r]); },
      [&](std::int64_t r, Ordinal* cols, Scalar* vals) {
        const std::int64_t src = row_of[r], len = A.row_length(src);
        std::vector<std::pair<Ordinal, Scalar>> row(len);
        for (std::int64_t k = 0; k < len; ++k)
          row[k] = {Ordinal(new_col[A.entries[A.row_map[src] + k]]), A.values[A.row_map[src] + k]};
        std::sort(row.begin(), row.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [c, v] : row) {
          *cols++ = c;
          *vals++ = v;
        }
      });
}

// Every entry (I, J, v) of A as the dense block rows I·B .. I·B + B - 1 and
// columns J·B .. J·B + B - 1, entry (i, l) of the block v·(1 + (i·B + l) mod 7 / 8).
template <class Scalar>
HostCsr<Scalar> promote_to_blocks(const HostCsr<Scalar>& A, std::int64_t B) {
  return build_csr<Scalar>(
      A.name + " b" + std::to_string(B), A.rows * B, A.cols * B,
      [&](std::int64_t r) { return A.row_length(r / B) * B; },
      [&](std::int64_t r, Ordinal* cols, Scalar* vals) {
        const std::int64_t I = r / B, i = r % B;
        for (Offset k = A.row_map[I]; k < A.row_map[I + 1]; ++k)
          for (std::int64_t l = 0; l < B; ++l) {
            *cols++ = Ordinal(std::int64_t(A.entries[k]) * B + l);
            *vals++ = A.values[k] * Scalar(1.0 + double((i * B + l) % 7) / 8.0);
          }
      });
}

template <class Scalar>
HostCsr<Scalar> scale_up(HostCsr<Scalar> A, const RealSpec& s, std::int64_t target_nnz) {
  std::int64_t copies = s.copies;
  const std::int64_t per_copy = std::max<std::int64_t>(1, A.nnz() * s.block * s.block);
  if (copies == 0) copies = std::max<std::int64_t>(1, (target_nnz + per_copy / 2) / per_copy);
  if (copies > 1) A = replicate_block_diagonal(A, copies);
  if (s.permute) A = permute_symmetric(A, permutation_seed);
  if (s.block > 1) A = promote_to_blocks(A, s.block);
  return A;
}

// "NAME@16" -> "NAME.mtx.gz@16": suite entries name the file by its stem.
inline std::string spec_with_extension(const std::string& spec) {
  const auto at = spec.find('@');
  return spec.substr(0, at) + ".mtx.gz" + (at == std::string::npos ? "" : spec.substr(at));
}

// The replicated real suites, resolved in a directory of SuiteSparse files
// (../shared/matrices). `score` holds the matrices the automatic choice is
// judged on; `fit` those its thresholds were fitted on. Web/social graphs,
// FE meshes, circuits, road networks; a third or more permuted.
inline std::vector<std::string> real_suite(const std::string& name) {
  if (name == "score")
    return {"web-NotreDame@16",    "bundle1@30",     "soc-Slashdot0902@24", "wave@12",
            "wiki-Vote@autop",     "bcsstk29@auto",  "delaunay_n16@autop",  "rgg_n_2_15_s0@autop",
            "rajat01@auto",        "luxembourg_osm@autop", "Chem97Zt@auto", "memplus@autop",
            "ct2010@auto",         "kmnist_norm_10NN@autop", "bcsstk16@auto"};
  if (name == "fit")
    return {"soc-Epinions1@auto", "astro-ph@autop", "ca-CondMat@auto", "PGPgiantcompo@autop",
            "bcsstk33@auto",      "cage11@autop",   "wing@auto",       "usroads-48@autop",
            "circuit204@auto"};
  throw std::invalid_argument("unknown real suite '" + name + "' (known: fit, score)");
}

// The unreplicated SuiteSparse files of DIR (the latency regime: each fits
// in the L2), split in two by alternating over the sorted names: `fit` takes
// the 1st, 3rd, ... file, `score` the 2nd, 4th, ...
inline std::vector<std::string> small_suite(const std::string& name, const std::string& dir) {
  if (name != "fit" && name != "score")
    throw std::invalid_argument("unknown small suite '" + name + "' (known: fit, score)");
  std::vector<std::string> out;
  const std::vector<std::string> all = matrix_files_in(dir);
  for (std::size_t i = name == "fit" ? 0 : 1; i < all.size(); i += 2) out.push_back(all[i]);
  return out;
}

}  // namespace kspmv_bench
