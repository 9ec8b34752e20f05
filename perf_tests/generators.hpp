#pragma once
// Built-in matrices, built on the host in parallel (count rows, prefix sum,
// fill rows) so that tens of millions of nonzeros take seconds. Every
// generator returns sorted columns without duplicates and is deterministic.

#include "bench_types.hpp"
#include "host_parallel.hpp"
#include "random.hpp"

#include <array>
#include <limits>
#include <stdexcept>
#include <string>

namespace kspmv_bench {

// count(r) gives row r's length, fill(r, cols, vals) writes it.
template <class Scalar, class Count, class Fill>
HostCsr<Scalar> build_csr(std::string name, std::int64_t rows, std::int64_t cols,
                          const Count& count, const Fill& fill) {
  if (rows < 0 || cols < 0 || rows > std::numeric_limits<Ordinal>::max() ||
      cols > std::numeric_limits<Ordinal>::max())
    throw std::invalid_argument(name + ": " + std::to_string(rows) + "x" + std::to_string(cols) +
                                " does not fit 32-bit ordinals");
  HostCsr<Scalar> A;
  A.name = std::move(name);
  A.rows = rows;
  A.cols = cols;
  std::vector<std::int64_t> lengths(rows);
  parallel_chunks(rows, row_grain(rows), [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t r = b; r < e; ++r) lengths[r] = count(r);
  });
  A.row_map.assign(rows + 1, 0);
  std::int64_t total = 0;
  for (std::int64_t r = 0; r < rows; ++r) {
    total += lengths[r];
    if (total > std::numeric_limits<Offset>::max())
      throw std::invalid_argument(A.name + ": more than 2^31-1 nonzeros do not fit 32-bit offsets");
    A.row_map[r + 1] = Offset(total);
  }
  A.entries.resize(total);
  A.values.resize(total);
  parallel_chunks(rows, row_grain(rows), [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t r = b; r < e; ++r)
      fill(r, A.entries.data() + A.row_map[r], A.values.data() + A.row_map[r]);
  });
  return A;
}

// ---- stencils ---------------------------------------------------------------

struct StencilOffset {
  int dz, dy, dx;
};

// Finite-difference stencil on an nx×ny×nz grid, natural ordering. Offsets are
// in (dz, dy, dx) lexicographic order, so in-bounds neighbours come out with
// ascending columns. Off-diagonals are negative, the diagonal is the row's
// length: an M-matrix like a Laplacian, but with varied values so that an
// index mistake shows in the error.
template <class Scalar, std::size_t N>
HostCsr<Scalar> stencil(std::string name, std::int64_t nx, std::int64_t ny, std::int64_t nz,
                        const std::array<StencilOffset, N>& offsets) {
  const std::int64_t rows = nx * ny * nz;
  auto for_each_neighbour = [=](std::int64_t r, auto&& visit) {
    const std::int64_t x = r % nx, y = (r / nx) % ny, z = r / (nx * ny);
    for (const StencilOffset& o : offsets) {
      const std::int64_t xx = x + o.dx, yy = y + o.dy, zz = z + o.dz;
      if (xx < 0 || xx >= nx || yy < 0 || yy >= ny || zz < 0 || zz >= nz) continue;
      visit((zz * ny + yy) * nx + xx);
    }
  };
  auto count = [&](std::int64_t r) {
    std::int64_t c = 0;
    for_each_neighbour(r, [&](std::int64_t) { ++c; });
    return c;
  };
  auto fill = [&](std::int64_t r, Ordinal* cols, Scalar* vals) {
    std::int64_t k = 0;
    std::int64_t diag = -1;
    for_each_neighbour(r, [&](std::int64_t c) {
      cols[k] = Ordinal(c);
      vals[k] = c == r ? Scalar(0) : -entry_value<Scalar>(r, c);
      if (c == r) diag = k;
      ++k;
    });
    vals[diag] = Scalar(double(k));
  };
  return build_csr<Scalar>(std::move(name), rows, rows, count, fill);
}

template <class Scalar>
HostCsr<Scalar> stencil5(std::int64_t n) {
  static constexpr std::array<StencilOffset, 5> o{
      {{0, -1, 0}, {0, 0, -1}, {0, 0, 0}, {0, 0, 1}, {0, 1, 0}}};
  return stencil<Scalar>("stencil5:" + std::to_string(n), n, n, 1, o);
}

template <class Scalar>
HostCsr<Scalar> stencil7(std::int64_t n) {
  static constexpr std::array<StencilOffset, 7> o{{{-1, 0, 0},
                                                   {0, -1, 0},
                                                   {0, 0, -1},
                                                   {0, 0, 0},
                                                   {0, 0, 1},
                                                   {0, 1, 0},
                                                   {1, 0, 0}}};
  return stencil<Scalar>("stencil7:" + std::to_string(n), n, n, n, o);
}

template <class Scalar>
HostCsr<Scalar> stencil27(std::int64_t n) {
  std::array<StencilOffset, 27> o{};
  int k = 0;
  for (int dz = -1; dz <= 1; ++dz)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) o[k++] = {dz, dy, dx};
  return stencil<Scalar>("stencil27:" + std::to_string(n), n, n, n, o);
}

// ---- random patterns --------------------------------------------------------

// Every row has k distinct uniformly random columns of [0, cols).
template <class Scalar>
HostCsr<Scalar> random_rows(std::string name, std::int64_t rows, std::int64_t cols,
                            std::int64_t k) {
  k = std::min(k, cols);
  auto count = [=](std::int64_t) { return k; };
  auto fill = [=](std::int64_t r, Ordinal* c, Scalar* v) {
    Rng rng(default_seed, std::uint64_t(r));
    distinct_sorted(rng, k, cols, c);
    for (std::int64_t j = 0; j < k; ++j) v[j] = entry_value<Scalar>(r, c[j]);
  };
  return build_csr<Scalar>(std::move(name), rows, cols, count, fill);
}

template <class Scalar>
HostCsr<Scalar> random_k(std::int64_t rows, std::int64_t k) {
  return random_rows<Scalar>("random:" + std::to_string(rows) + ":" + std::to_string(k), rows,
                             rows, k);
}

// Short and wide: `rows` rows, 2048·rows columns, 4·rows entries per row
// (2000 rows -> 2000 x 4.1M with 8000 per row: few, very long rows).
inline constexpr std::int64_t wide_cols_per_row = 2048;
inline constexpr std::int64_t wide_entries_per_row = 4;

template <class Scalar>
HostCsr<Scalar> short_wide(std::int64_t rows) {
  return random_rows<Scalar>("wide:" + std::to_string(rows), rows, wide_cols_per_row * rows,
                             wide_entries_per_row * rows);
}

// R-MAT power-law graph (Chakrabarti et al., 2004) with the Graph500
// quadrant probabilities; 2^scale vertices, edge_factor·2^scale edges before
// duplicates are merged. No vertex permutation: high-degree rows cluster at
// small indices, which is the harder case for row-blocked kernels.
inline constexpr double rmat_a = 0.57, rmat_b = 0.19, rmat_c = 0.19;

template <class Scalar>
HostCsr<Scalar> rmat(int scale, std::int64_t edge_factor) {
  if (scale < 1 || scale > 30) throw std::invalid_argument("rmat: scale must be in [1, 30]");
  const std::int64_t n = std::int64_t(1) << scale;
  const std::int64_t edges = edge_factor * n;
  std::vector<std::uint32_t> src(edges), dst(edges);
  // One 64-bit draw decides four levels with 16 bits each: 1/65536 is far
  // below the precision the probabilities are given with.
  constexpr std::uint64_t t_a = std::uint64_t(rmat_a * 65536.0);
  constexpr std::uint64_t t_ab = std::uint64_t((rmat_a + rmat_b) * 65536.0);
  constexpr std::uint64_t t_abc = std::uint64_t((rmat_a + rmat_b + rmat_c) * 65536.0);
  constexpr std::int64_t edges_per_chunk = 1 << 16;
  parallel_chunks(edges, edges_per_chunk, [&](std::int64_t b, std::int64_t e) {
    Rng rng(default_seed, std::uint64_t(b / edges_per_chunk));
    for (std::int64_t i = b; i < e; ++i) {
      std::uint32_t r = 0, c = 0;
      std::uint64_t bits = 0;
      for (int level = 0; level < scale; ++level) {
        if (level % 4 == 0) bits = rng.next();
        const std::uint64_t q = (bits >> (16 * (level % 4))) & 0xffff;
        const std::uint32_t rb = q >= t_ab, cb = (q >= t_a && q < t_ab) || q >= t_abc;
        r = (r << 1) | rb;
        c = (c << 1) | cb;
      }
      src[i] = r;
      dst[i] = c;
    }
  });
  // Bucket by row (counting sort), then sort and merge each row in parallel.
  std::vector<std::int64_t> start(n + 1, 0);
  for (std::int64_t i = 0; i < edges; ++i) ++start[src[i] + 1];
  for (std::int64_t r = 0; r < n; ++r) start[r + 1] += start[r];
  std::vector<std::uint32_t> bucket(edges);
  {
    std::vector<std::int64_t> pos(start.begin(), start.end() - 1);
    for (std::int64_t i = 0; i < edges; ++i) bucket[pos[src[i]]++] = dst[i];
  }
  src.clear();
  src.shrink_to_fit();
  dst.clear();
  dst.shrink_to_fit();
  std::vector<std::int64_t> unique_len(n);
  parallel_chunks(n, row_grain(n), [&](std::int64_t b, std::int64_t e) {
    for (std::int64_t r = b; r < e; ++r) {
      auto first = bucket.begin() + start[r], last = bucket.begin() + start[r + 1];
      std::sort(first, last);
      unique_len[r] = std::unique(first, last) - first;
    }
  });
  auto count = [&](std::int64_t r) { return unique_len[r]; };
  auto fill = [&](std::int64_t r, Ordinal* c, Scalar* v) {
    for (std::int64_t j = 0; j < unique_len[r]; ++j) {
      c[j] = Ordinal(bucket[start[r] + j]);
      v[j] = entry_value<Scalar>(r, c[j]);
    }
  };
  return build_csr<Scalar>("rmat:" + std::to_string(scale) + ":" + std::to_string(edge_factor),
                           n, n, count, fill);
}

// ---- structured irregularity -------------------------------------------------

// A banded matrix (7 diagonals) plus `dense` rows that are completely full,
// spread evenly: the row-length outliers that break one-thread-per-row kernels.
inline constexpr std::int64_t dense_rows_band_half_width = 3;

template <class Scalar>
HostCsr<Scalar> dense_rows(std::int64_t rows, std::int64_t dense) {
  const std::int64_t hw = dense_rows_band_half_width;
  std::vector<char> dense_flag(rows, 0);  // rows (i+1)·rows/(dense+1), i < dense
  for (std::int64_t i = 0; i < dense && rows > 0; ++i)
    dense_flag[std::min(rows - 1, (i + 1) * rows / (dense + 1))] = 1;
  auto count = [&](std::int64_t r) {
    if (dense_flag[r]) return rows;
    return std::min(rows - 1, r + hw) - std::max<std::int64_t>(0, r - hw) + 1;
  };
  auto fill = [&](std::int64_t r, Ordinal* c, Scalar* v) {
    const std::int64_t lo = dense_flag[r] ? 0 : std::max<std::int64_t>(0, r - hw);
    const std::int64_t hi = dense_flag[r] ? rows - 1 : std::min(rows - 1, r + hw);
    for (std::int64_t j = lo; j <= hi; ++j) {
      c[j - lo] = Ordinal(j);
      v[j - lo] = entry_value<Scalar>(r, j);
    }
  };
  return build_csr<Scalar>("denserows:" + std::to_string(rows) + ":" + std::to_string(dense),
                           rows, rows, count, fill);
}

// Dense 4x4 blocks: each block row holds its diagonal block plus
// blocks_per_row-1 random other blocks, every block fully stored.
inline constexpr std::int64_t block_size = 4;

template <class Scalar>
HostCsr<Scalar> block4(std::int64_t rows, std::int64_t blocks_per_row) {
  const std::int64_t mb = std::max<std::int64_t>(1, (rows + block_size - 1) / block_size);
  rows = mb * block_size;
  const std::int64_t kb = std::max<std::int64_t>(1, std::min(blocks_per_row, mb));
  // The block pattern of block row br: same stream for its four rows.
  auto pattern = [=](std::int64_t br, std::vector<Ordinal>& blocks) {
    blocks.resize(kb);
    Rng rng(default_seed, std::uint64_t(br));
    distinct_sorted(rng, kb - 1, mb - 1, blocks.data());
    std::int64_t j = 0;
    for (; j < kb - 1 && blocks[j] < br; ++j) {
    }
    for (std::int64_t i = j; i < kb - 1; ++i) ++blocks[i];  // skip the diagonal block
    blocks.insert(blocks.begin() + j, Ordinal(br));
    blocks.pop_back();
  };
  auto count = [=](std::int64_t) { return kb * block_size; };
  auto fill = [=](std::int64_t r, Ordinal* c, Scalar* v) {
    thread_local std::vector<Ordinal> blocks;
    pattern(r / block_size, blocks);
    std::int64_t k = 0;
    for (std::int64_t b = 0; b < kb; ++b)
      for (std::int64_t j = 0; j < block_size; ++j, ++k) {
        c[k] = Ordinal(blocks[b] * block_size + j);
        v[k] = entry_value<Scalar>(r, c[k]);
      }
  };
  return build_csr<Scalar>(
      "block4:" + std::to_string(rows) + ":" + std::to_string(blocks_per_row), rows, rows, count,
      fill);
}

}  // namespace kspmv_bench
