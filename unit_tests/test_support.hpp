#pragma once
// Test matrices built on the host, copied to the device as CrsMatrix, and the
// independent reference: a plain host loop over the CSR arrays.

#include <kspmv.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace kspmv_test {

using Exec = Kokkos::DefaultExecutionSpace;
using Device = Exec::device_type;

template <class S>
S random_scalar(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  if constexpr (kspmv::is_complex_v<S>) {
    const double re = u(rng);
    return S(re, u(rng));
  } else {
    return S(u(rng));
  }
}

template <class S>
double magnitude(const S& v) {
  if constexpr (kspmv::is_complex_v<S>) return std::hypot(double(v.real()), double(v.imag()));
  else return std::abs(double(v));
}

template <class S>
bool is_nan(const S& v) {
  if constexpr (kspmv::is_complex_v<S>) return std::isnan(double(v.real())) || std::isnan(double(v.imag()));
  else return std::isnan(double(v));
}

template <class S>
S conj_of(const S& v) {
  if constexpr (kspmv::is_complex_v<S>) return S(v.real(), -v.imag());
  else return v;
}

// A matrix as the host sees it: CSR arrays in plain vectors.
template <class S>
struct HostCsr {
  std::string name;
  std::int64_t rows = 0, cols = 0;
  std::vector<std::int64_t> row_map{0};
  std::vector<std::int64_t> col;
  std::vector<S> val;
  std::int64_t nnz() const { return std::int64_t(col.size()); }
};

// Builds a CSR from a per-row column list; values are random.
template <class S>
HostCsr<S> from_rows(const std::string& name, std::int64_t rows, std::int64_t cols,
                     const std::function<std::vector<std::int64_t>(std::int64_t)>& row_cols,
                     std::uint64_t seed = 7) {
  std::mt19937_64 rng(seed);
  HostCsr<S> m;
  m.name = name;
  m.rows = rows;
  m.cols = cols;
  m.row_map.assign(1, 0);
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c : row_cols(r)) {
      m.col.push_back(c);
      m.val.push_back(random_scalar<S>(rng));
    }
    m.row_map.push_back(std::int64_t(m.col.size()));
  }
  return m;
}

template <class S>
HostCsr<S> random_matrix(const std::string& name, std::int64_t rows, std::int64_t cols,
                         double density, std::uint64_t seed, bool sorted = true) {
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution keep(density);
  return from_rows<S>(name, rows, cols, [&, sorted](std::int64_t) {
    std::vector<std::int64_t> c;
    for (std::int64_t j = 0; j < cols; ++j)
      if (keep(rng)) c.push_back(j);
    if (!sorted) std::shuffle(c.begin(), c.end(), rng);
    return c;
  }, seed + 1);
}

// The matrices every algorithm must get right: degenerate shapes, empty rows,
// a dense row among short ones, unsorted and duplicate columns, random shapes.
template <class S>
std::vector<HostCsr<S>> test_matrices() {
  using V = std::vector<std::int64_t>;
  std::vector<HostCsr<S>> ms;
  ms.push_back(from_rows<S>("0x0", 0, 0, [](std::int64_t) { return V{}; }));
  ms.push_back(from_rows<S>("0x7", 0, 7, [](std::int64_t) { return V{}; }));
  ms.push_back(from_rows<S>("7x0", 7, 0, [](std::int64_t) { return V{}; }));
  ms.push_back(from_rows<S>("1x1", 1, 1, [](std::int64_t) { return V{0}; }));
  ms.push_back(from_rows<S>("1x1_empty", 1, 1, [](std::int64_t) { return V{}; }));
  ms.push_back(from_rows<S>("5x5_no_entries", 5, 5, [](std::int64_t) { return V{}; }));
  ms.push_back(from_rows<S>("identity_70", 70, 70, [](std::int64_t r) { return V{r}; }));
  ms.push_back(from_rows<S>("tridiagonal_100", 100, 100, [](std::int64_t r) {
    V c;
    for (std::int64_t j = r - 1; j <= r + 1; ++j)
      if (j >= 0 && j < 100) c.push_back(j);
    return c;
  }));
  ms.push_back(from_rows<S>("stencil5_12x12", 144, 144, [](std::int64_t r) {
    const std::int64_t i = r / 12, j = r % 12;
    V c;
    if (i > 0) c.push_back(r - 12);
    if (j > 0) c.push_back(r - 1);
    c.push_back(r);
    if (j < 11) c.push_back(r + 1);
    if (i < 11) c.push_back(r + 12);
    return c;
  }));
  ms.push_back(from_rows<S>("empty_rows_every_third", 90, 60, [](std::int64_t r) {
    return r % 3 == 0 ? V{} : V{r % 60, (r * 7) % 60 == r % 60 ? (r + 1) % 60 : (r * 7) % 60};
  }));
  ms.push_back(from_rows<S>("one_dense_row", 300, 300, [](std::int64_t r) {
    V c;
    if (r == 17)
      for (std::int64_t j = 0; j < 300; ++j) c.push_back(j);
    else
      c.push_back((r * 13) % 300);
    return c;
  }));
  ms.push_back(from_rows<S>("dense_8x8", 8, 8, [](std::int64_t) {
    return V{0, 1, 2, 3, 4, 5, 6, 7};
  }));
  ms.push_back(from_rows<S>("unsorted_columns", 40, 40, [](std::int64_t r) {
    return V{(r + 5) % 40, r, (r + 39) % 40, (r + 20) % 40};
  }));
  ms.push_back(from_rows<S>("duplicate_columns", 30, 30, [](std::int64_t r) {
    return V{r, (r + 3) % 30, r, (r + 3) % 30};
  }));
  ms.push_back(from_rows<S>("single_column_50x1", 50, 1, [](std::int64_t) { return V{0}; }));
  ms.push_back(from_rows<S>("single_row_1x257", 1, 257, [](std::int64_t) {
    V c;
    for (std::int64_t j = 0; j < 257; j += 1) c.push_back(j);
    return c;
  }));
  ms.push_back(from_rows<S>("long_rows_above_warp", 40, 500, [](std::int64_t r) {
    V c;
    for (std::int64_t j = r % 3; j < 500; j += 1 + r % 5) c.push_back(j);
    return c;
  }));
  ms.push_back(from_rows<S>("power_law_rows", 400, 400, [](std::int64_t r) {
    const std::int64_t len = 1 + 399 / (1 + r);  // row r has ~400/(r+1) entries
    V c;
    for (std::int64_t k = 0; k < len; ++k) c.push_back((r + k * 37) % 400);
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  }));
  // Shapes for the chunked kernels (CSRI and COO, windows of W·E entries;
  // the rank-2 merge-path walkers, segments of 64 steps): empty rows before
  // the first and after the last entry, rows that end exactly on window
  // boundaries (multiples of 128), empty rows between them, and rows spanning
  // many windows, chunks and segments (600 entries: more than
  // carry_thread_span segments, so the second pass sums them one warp each).
  ms.push_back(from_rows<S>("leading_and_trailing_empty_rows", 300, 90, [](std::int64_t r) {
    V c;
    if (r >= 10 && r < 290)
      for (std::int64_t k = 0; k < (r * 7) % 11; ++k) c.push_back((r + 13 * k) % 90);
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  }));
  ms.push_back(from_rows<S>("rows_on_window_boundaries", 14, 400, [](std::int64_t r) {
    static const std::int64_t len[14] = {128, 0, 256, 0, 0, 1, 127, 384, 0, 129, 255, 0, 3, 0};
    V c;
    for (std::int64_t k = 0; k < len[r]; ++k) c.push_back((k * 3 + r) % 400);
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  }));
  // Runs of empty rows between non-empty ones, which the load-balanced CSR
  // kernel leaves to its second launch's list of empty rows (ChunkCarries::
  // empty): gaps of 0-70 rows in a repeating pattern, so that one lane's
  // entries begin several rows each after a long gap, and a trailing run.
  ms.push_back(from_rows<S>("empty_row_runs", 12000, 300, [](std::int64_t r) {
    static const std::vector<std::int64_t> len = [] {
      const std::int64_t gap[8] = {0, 1, 4, 5, 33, 0, 70, 2};
      std::vector<std::int64_t> l(12000, 0);
      std::int64_t row = 0;
      for (std::int64_t i = 0;; ++i) {
        row += gap[i % 8];
        if (row >= 11980) break;
        l[std::size_t(row++)] = 1 + i % 3;
      }
      return l;
    }();
    V c;
    for (std::int64_t k = 0; k < len[std::size_t(r)]; ++k) c.push_back((r * 17 + k * 5) % 300);
    return c;
  }));
  ms.push_back(from_rows<S>("short_rows_and_long_rows", 1000, 700, [](std::int64_t r) {
    V c;
    const std::int64_t len = r % 97 == 5 ? 600 : (r * 7) % 11;
    for (std::int64_t k = 0; k < len; ++k) c.push_back((r * 31 + k) % 700);
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  }));
  ms.push_back(random_matrix<S>("random_square_200", 200, 200, 0.03, 11));
  ms.push_back(random_matrix<S>("random_tall_333x41", 333, 41, 0.1, 12));
  ms.push_back(random_matrix<S>("random_wide_23x700", 23, 700, 0.05, 13));
  ms.push_back(random_matrix<S>("random_unsorted_150", 150, 150, 0.05, 14, false));
  ms.push_back(random_matrix<S>("random_dense_ish_64", 64, 64, 0.6, 15));
  // Banded with a few off-band entries (DIA + its COO part): 3 full diagonals
  // of a 120 x 130 matrix, one at +50 holding every eighth slot, and rows 7
  // and 90 reaching far columns.
  ms.push_back(from_rows<S>("banded_with_offband_120x130", 120, 130, [](std::int64_t r) {
    V c;
    for (std::int64_t j = r - 1; j <= r + 1; ++j)
      if (j >= 0) c.push_back(j);
    if (r % 8 == 0 && r + 50 < 130) c.push_back(r + 50);
    if (r == 7) c.push_back(129);
    if (r == 90) c.push_back(3);
    std::sort(c.begin(), c.end());
    return c;
  }));
  // Three copies of a 70-row band (diagonals 0, ±1, ±40) on the block
  // diagonal, in 230 columns, as the benchmark replicates banded matrices:
  // DIA's ±40 diagonals are padding over runs of 30+ rows and columns in
  // both modes, and the last 20 columns are empty.
  ms.push_back(from_rows<S>("banded_blocks_210x230", 210, 230, [](std::int64_t r) {
    const std::int64_t block = r / 70 * 70, local = r % 70;
    V c;
    for (const std::int64_t off : {-40, -1, 0, 1, 40})
      if (local + off >= 0 && local + off < 70) c.push_back(block + local + off);
    return c;
  }));
  return ms;
}

// The matrix of `ms` called `name` (tests pick test_matrices() by name, so
// that adding one moves none).
template <class S>
const HostCsr<S>& named(const std::vector<HostCsr<S>>& ms, const std::string& name) {
  for (const auto& h : ms)
    if (h.name == name) return h;
  throw std::invalid_argument("no test matrix named " + name);
}

// Columns too far apart for 16-bit deltas (NarrowColumns) in the first group
// of 64 rows (row 3 reaches column 69986), close in the last six rows, whose
// columns start near 60000. Apart from test_matrices(): its 70000 columns
// would slow every suite.
template <class S>
HostCsr<S> far_columns_matrix() {
  return from_rows<S>("far_columns_70x70000", 70, 70000, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    if (r < 64) {
      c.push_back(r);
      if (r % 4 == 3) c.push_back(69990 - r);
    } else {
      for (std::int64_t k = 0; k < r - 62; ++k) c.push_back(60000 + r + 5 * k);
    }
    return c;
  });
}

// 700 rows of five columns out of 500 (each column in about seven rows),
// every tenth row empty, and one full row: about 3600 entries, four tiles of
// the presummed transposed scatter on GPUs (1024 entries), seven on hosts
// (512), each summing many equal columns; test_matrices() fit one tile.
template <class S>
HostCsr<S> repeated_columns_matrix() {
  return from_rows<S>("repeated_columns_700x500", 700, 500, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    if (r == 350)
      for (std::int64_t j = 0; j < 500; ++j) c.push_back(j);
    else if (r % 10 != 9)
      for (std::int64_t k = 0; k < 5; ++k) c.push_back((r * 7 + k * 131) % 500);
    return c;
  });
}

// 1200 rows of entries r and r + 1 within 16 bits of each other, except rows
// 300-399, which also reach column 69000 + r: the windows of entries of the
// CSR load balance's 16-bit deltas (32 entries on hosts, 256 on NVIDIA GPUs)
// that hold those rows keep 32-bit columns, the others take deltas.
template <class S>
HostCsr<S> far_entries_matrix() {
  return from_rows<S>("far_entries_1200x70000", 1200, 70000, [](std::int64_t r) {
    std::vector<std::int64_t> c{r, r + 1};
    if (r >= 300 && r < 400) c.push_back(69000 + r);
    return c;
  });
}

// Two dense rows of 280000 entries among rows of three: with the chunked
// kernels' smallest chunk (one window: 256 entries on CUDA) each dense row
// is cut into more than 1000 chunks, more partials than the team that
// finishes such a row holds threads × loads in flight (carry_long_row_*).
// Two rows of 3000 entries span 12-94 chunks (CUDA's window of 256, the
// hosts' of 32): the warp-wide teams of the second pass (carry_warp_span).
template <class S>
HostCsr<S> dense_rows_over_many_chunks_matrix() {
  constexpr std::int64_t cols = 280000;
  return from_rows<S>("dense_rows_over_many_chunks_600x280000", 600, cols, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    if (r == 100 || r == 450) {
      for (std::int64_t j = 0; j < cols; ++j) c.push_back(j);
    } else if (r == 200 || r == 201) {  // tens of chunks: the second pass's warp-wide teams
      for (std::int64_t j = 0; j < 3000; ++j) c.push_back(r + 91 * j);
    } else {
      c = {r, r + 7, (r * 461) % cols};
    }
    return c;
  });
}

// A pattern of full b×b blocks aligned to multiples of b: each of the
// block_rows × block_cols blocks present with probability `density`, block
// rows that are multiples of `empty_every` (if > 0) left empty; random
// values, each row's columns ascending.
template <class S>
HostCsr<S> random_block_matrix(const std::string& name, std::int64_t b, std::int64_t block_rows,
                               std::int64_t block_cols, double density, std::uint64_t seed,
                               std::int64_t empty_every = 0) {
  std::mt19937_64 rng(seed);
  std::bernoulli_distribution keep(density);
  auto blocks = std::vector<std::vector<std::int64_t>>(std::size_t(block_rows));
  for (std::int64_t I = 0; I < block_rows; ++I)
    for (std::int64_t J = 0; J < block_cols; ++J)
      if (keep(rng) && !(empty_every > 0 && I % empty_every == 0)) blocks[std::size_t(I)].push_back(J);
  return from_rows<S>(name, b * block_rows, b * block_cols, [&](std::int64_t r) {
    std::vector<std::int64_t> c;
    for (std::int64_t J : blocks[std::size_t(r / b)])
      for (std::int64_t l = 0; l < b; ++l) c.push_back(J * b + l);
    return c;
  }, seed + 1);
}

// The same matrix with each row's entries in a random order.
template <class S>
HostCsr<S> shuffled_rows(HostCsr<S> m, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (std::int64_t r = 0; r < m.rows; ++r) {
    std::vector<std::size_t> order;
    for (std::int64_t k = m.row_map[r]; k < m.row_map[r + 1]; ++k) order.push_back(std::size_t(k));
    std::vector<std::size_t> shuffled = order;
    std::shuffle(shuffled.begin(), shuffled.end(), rng);
    std::vector<std::int64_t> col;
    std::vector<S> val;
    for (std::size_t k : shuffled) {
      col.push_back(m.col[k]);
      val.push_back(m.val[k]);
    }
    for (std::size_t q = 0; q < order.size(); ++q) {
      m.col[order[q]] = col[q];
      m.val[order[q]] = val[q];
    }
  }
  m.name += "_shuffled";
  return m;
}

// The same matrix with every row's first entry stored twice more (values
// split so the sum is unchanged up to rounding): conversions must add them.
template <class S>
HostCsr<S> with_duplicates(const HostCsr<S>& m) {
  HostCsr<S> d;
  d.name = m.name + "_duplicates";
  d.rows = m.rows;
  d.cols = m.cols;
  for (std::int64_t r = 0; r < m.rows; ++r) {
    for (std::int64_t k = m.row_map[r]; k < m.row_map[r + 1]; ++k) {
      if (k == m.row_map[r]) {
        d.col.insert(d.col.end(), {m.col[k], m.col[k]});
        d.val.insert(d.val.end(), {S(0.25) * m.val[k], S(0.5) * m.val[k]});
      }
      d.col.push_back(m.col[k]);
      d.val.push_back(k == m.row_map[r] ? S(0.25) * m.val[k] : m.val[k]);
    }
    d.row_map.push_back(std::int64_t(d.col.size()));
  }
  return d;
}

// A block-structured test matrix and the block size it was built from (the
// largest that fits may be a multiple of it).
template <class S>
struct BlockTestMatrix {
  HostCsr<S> matrix;
  std::int64_t block_size;
};

// The matrices BSR must get right: every kernel path's block sizes (1-5, 8,
// 16, and 40, above a warp of lanes), rectangular shapes, empty block rows,
// one dense block row, one dense block, degenerate shapes, unsorted rows and
// duplicate entries.
template <class S>
std::vector<BlockTestMatrix<S>> block_test_matrices() {
  using V = std::vector<std::int64_t>;
  std::vector<BlockTestMatrix<S>> ms;
  ms.push_back({random_matrix<S>("bsr_b1_random_30x20", 30, 20, 0.15, 31), 1});
  ms.push_back({random_block_matrix<S>("bsr_b2_40x30_blocks", 2, 40, 30, 0.15, 32, 5), 2});
  ms.push_back({random_block_matrix<S>("bsr_b3_13x29_blocks", 3, 13, 29, 0.2, 33), 3});
  ms.push_back({random_block_matrix<S>("bsr_b4_25x25_blocks", 4, 25, 25, 0.1, 34, 4), 4});
  ms.push_back({random_block_matrix<S>("bsr_b5_11x7_blocks", 5, 11, 7, 0.3, 35, 3), 5});
  ms.push_back({random_block_matrix<S>("bsr_b8_9x12_blocks", 8, 9, 12, 0.25, 36), 8});
  ms.push_back({random_block_matrix<S>("bsr_b16_5x3_blocks", 16, 5, 3, 0.5, 37), 16});
  ms.push_back({random_block_matrix<S>("bsr_b40_2x3_blocks", 40, 2, 3, 0.6, 38), 40});
  ms.push_back({random_block_matrix<S>("bsr_b3_dense_block_row_1x20", 3, 1, 20, 1.0, 39), 3});
  ms.push_back({random_block_matrix<S>("bsr_b7_one_dense_block", 7, 1, 1, 1.0, 40), 7});
  // Block row 11 holds all 60 block columns, the others one each.
  ms.push_back({from_rows<S>("bsr_b2_one_long_block_row", 60, 120, [](std::int64_t r) {
                  V c;
                  const std::int64_t I = r / 2;
                  for (std::int64_t J = 0; J < 60; ++J)
                    if (I == 11 || J == (I * 7) % 60) c.insert(c.end(), {2 * J, 2 * J + 1});
                  return c;
                }, 41),
                2});
  ms.push_back({from_rows<S>("bsr_0x0", 0, 0, [](std::int64_t) { return V{}; }), 2});
  ms.push_back({from_rows<S>("bsr_0x6", 0, 6, [](std::int64_t) { return V{}; }), 3});
  ms.push_back({from_rows<S>("bsr_6x0", 6, 0, [](std::int64_t) { return V{}; }), 2});
  ms.push_back({from_rows<S>("bsr_12x12_no_entries", 12, 12, [](std::int64_t) { return V{}; }), 4});
  ms.push_back({shuffled_rows(random_block_matrix<S>("bsr_b3_10x10_blocks", 3, 10, 10, 0.3, 43), 44), 3});
  ms.push_back({with_duplicates(random_block_matrix<S>("bsr_b2_15x15_blocks", 2, 15, 15, 0.2, 45)), 2});
  // The remaining block sizes the block-sparse issue names: 6, 9, 32, 64.
  ms.push_back({random_block_matrix<S>("bsr_b6_7x9_blocks", 6, 7, 9, 0.3, 46, 3), 6});
  ms.push_back({random_block_matrix<S>("bsr_b9_5x4_blocks", 9, 5, 4, 0.4, 47), 9});
  ms.push_back({random_block_matrix<S>("bsr_b32_3x2_blocks", 32, 3, 2, 0.7, 48), 32});
  ms.push_back({random_block_matrix<S>("bsr_b64_2x2_blocks", 64, 2, 2, 0.75, 49), 64});
  return ms;
}

template <class Matrix, class S>
Matrix to_device(const HostCsr<S>& h) {
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  typename Matrix::row_map_type::non_const_type row_map("row_map", std::size_t(h.rows + 1));
  typename Matrix::index_type entries("entries", std::size_t(h.nnz()));
  typename Matrix::values_type values("values", std::size_t(h.nnz()));
  auto rm = Kokkos::create_mirror_view(row_map);
  auto en = Kokkos::create_mirror_view(entries);
  auto va = Kokkos::create_mirror_view(values);
  for (std::int64_t r = 0; r <= h.rows; ++r) rm(r) = Off(h.row_map[r]);
  for (std::int64_t k = 0; k < h.nnz(); ++k) {
    en(k) = O(h.col[k]);
    va(k) = h.val[k];
  }
  Kokkos::deep_copy(row_map, rm);
  Kokkos::deep_copy(entries, en);
  Kokkos::deep_copy(values, va);
  return Matrix(h.name, O(h.rows), O(h.cols), Off(h.nnz()), values, row_map, entries);
}

// Host copy of any CrsMatrix, for comparing conversions.
template <class Matrix>
HostCsr<typename Matrix::non_const_value_type> to_host(const Matrix& A) {
  HostCsr<typename Matrix::non_const_value_type> h;
  h.rows = A.numRows();
  h.cols = A.numCols();
  auto rm = Kokkos::create_mirror_view(A.graph.row_map);
  auto en = Kokkos::create_mirror_view(A.graph.entries);
  auto va = Kokkos::create_mirror_view(A.values);
  Kokkos::deep_copy(rm, A.graph.row_map);
  Kokkos::deep_copy(en, A.graph.entries);
  Kokkos::deep_copy(va, A.values);
  h.row_map.assign(h.rows + 1, 0);
  if (A.graph.row_map.extent(0) > 0)
    for (std::int64_t r = 0; r <= h.rows; ++r) h.row_map[r] = rm(r);
  for (std::size_t k = 0; k < en.extent(0); ++k) {
    h.col.push_back(en(k));
    h.val.push_back(va(k));
  }
  return h;
}

// Dense host multivector, column j of vector v at v[j * len + i].
template <class S>
struct HostVectors {
  std::int64_t len = 0, count = 0;
  std::vector<S> v;
  S& operator()(std::int64_t i, std::int64_t j) { return v[j * len + i]; }
  const S& operator()(std::int64_t i, std::int64_t j) const { return v[j * len + i]; }
};

template <class S>
HostVectors<S> random_vectors(std::int64_t len, std::int64_t count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  HostVectors<S> h{len, count, std::vector<S>(std::size_t(len * count))};
  for (auto& e : h.v) e = random_scalar<S>(rng);
  return h;
}

// op(A)·x on the host, a plain loop per vector of x, with the magnitudes the
// tolerance below needs: the α/β cases of one x share it (reference_combine).
template <class S>
struct ReferenceProduct {
  HostVectors<S> ax;  // op(A)·x
  double max_a = 0, max_x = 0;
  std::int64_t max_row = 0;  // longest row of op(A)
};

template <class S>
ReferenceProduct<S> reference_product(const HostCsr<S>& A, bool transpose, bool conjugate,
                                      const HostVectors<S>& x) {
  ReferenceProduct<S> p;
  const std::int64_t out_len = transpose ? A.cols : A.rows;
  p.ax = HostVectors<S>{out_len, x.count, std::vector<S>(std::size_t(out_len * x.count), S(0))};
  for (const auto& a : A.val) p.max_a = std::max(p.max_a, magnitude(a));
  for (const auto& e : x.v) p.max_x = std::max(p.max_x, magnitude(e));
  for (std::int64_t j = 0; j < x.count; ++j)
    for (std::int64_t r = 0; r < A.rows; ++r)
      for (std::int64_t k = A.row_map[r]; k < A.row_map[r + 1]; ++k) {
        const S a = conjugate ? conj_of(A.val[k]) : A.val[k];
        if (!transpose) p.ax(r, j) += a * x(A.col[k], j);
        else p.ax(A.col[k], j) += a * x(r, j);
      }
  std::vector<std::int64_t> op_row_len(std::size_t(out_len), 0);
  for (std::int64_t r = 0; r < A.rows; ++r)
    for (std::int64_t k = A.row_map[r]; k < A.row_map[r + 1]; ++k)
      ++op_row_len[std::size_t(transpose ? A.col[k] : r)];
  for (auto l : op_row_len) p.max_row = std::max(p.max_row, l);
  return p;
}

// y = α·op(A)·x + β·y from op(A)·x, β = 0 ignoring y. Returns the tolerance
// per entry of Kokkos Kernels' tests: 10ε(|β|·max|y| + |α|·maxrow·max|A|·max|x|),
// plus 2u·|α|·maxrow·max|A|·max|x| where the kernel reads A's values rounded
// by at most u relatively (SetupReport::value_rounding; 2u: DIA sums
// duplicate entries in the stored precision, rounding twice).
template <class S>
double reference_combine(const ReferenceProduct<S>& p, S alpha, S beta, HostVectors<S>& y,
                         double value_rounding = 0.0) {
  double max_y = 0;
  if (beta != S(0))
    for (const auto& e : y.v) max_y = std::max(max_y, magnitude(e));
  for (std::int64_t j = 0; j < y.count; ++j)
    for (std::int64_t i = 0; i < y.len; ++i)
      y(i, j) = beta == S(0) ? S(alpha * p.ax(i, j)) : S(beta * y(i, j) + alpha * p.ax(i, j));
  using R = kspmv::real_type_t<S>;
  const double eps = std::numeric_limits<R>::epsilon();
  const double ax_bound = magnitude(alpha) * double(p.max_row) * p.max_a * p.max_x;
  return 10 * eps * (magnitude(beta) * max_y + ax_bound) + 2 * value_rounding * ax_bound;
}

// Both in one: y = α·op(A)·x + β·y and its tolerance.
template <class S>
double reference_spmv(const HostCsr<S>& A, bool transpose, bool conjugate, S alpha,
                      const HostVectors<S>& x, S beta, HostVectors<S>& y,
                      double value_rounding = 0.0) {
  return reference_combine(reference_product(A, transpose, conjugate, x), alpha, beta, y,
                           value_rounding);
}

}  // namespace kspmv_test
