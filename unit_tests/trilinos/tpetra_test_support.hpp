#pragma once
// Distributed test matrices for kspmv::TpetraOperator and the reference it is
// held to: Tpetra's own CrsMatrix::apply on the same maps. Entries depend on
// the global row only, so a matrix is the same on any number of ranks; what
// changes is how its rows, columns and vectors are distributed.

#include "trilinos/kspmv_tpetra_operator.hpp"

#include <Teuchos_CommHelpers.hpp>
#include <Tpetra_Core.hpp>
#include <Tpetra_CrsMatrix.hpp>
#include <Tpetra_Map.hpp>
#include <Tpetra_MultiVector.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace kspmv_tpetra_test {

using Matrix = Tpetra::CrsMatrix<>;
using SC = Matrix::scalar_type;
using LO = Matrix::local_ordinal_type;
using GO = Matrix::global_ordinal_type;
using Map = Tpetra::Map<LO, GO>;
using MV = Tpetra::MultiVector<SC, LO, GO>;
using Operator = kspmv::TpetraOperator<SC, LO, GO>;
using MapPtr = Teuchos::RCP<const Map>;
using Comm = Teuchos::RCP<const Teuchos::Comm<int>>;

inline Comm comm() { return Tpetra::getDefaultComm(); }
inline int rank() { return comm()->getRank(); }
inline int ranks() { return comm()->getSize(); }

// ---- maps -------------------------------------------------------------------

inline MapPtr uniform_map(GO global) { return Teuchos::rcp(new Map(global, 0, comm())); }

// Rank 0 holds about a third; the rest is split evenly (the last rank takes
// the remainder): a domain split unlike the row split.
inline MapPtr skewed_map(GO global) {
  const int p = ranks(), r = rank();
  const GO first = p == 1 ? global : global / 3;
  const GO rest = global - first, share = p == 1 ? 0 : rest / (p - 1);
  const GO mine = r == 0 ? first : (r == p - 1 ? rest - share * (p - 2) : share);
  return Teuchos::rcp(new Map(Tpetra::global_size_t(global), std::size_t(mine), 0, comm()));
}

// Row g on rank g mod p: with p > 1 no row sits where the range map wants it,
// so the matrix needs an Export.
inline MapPtr cyclic_map(GO global) {
  std::vector<GO> mine;
  for (GO g = rank(); g < global; g += ranks()) mine.push_back(g);
  return Teuchos::rcp(new Map(Tpetra::global_size_t(global),
                              Teuchos::ArrayView<const GO>(mine.data(), mine.size()), 0, comm()));
}

// Every row on rank 0: the other ranks own no rows (but own domain entries).
inline MapPtr on_rank_zero_map(GO global) {
  return Teuchos::rcp(new Map(Tpetra::global_size_t(global),
                              std::size_t(rank() == 0 ? global : 0), 0, comm()));
}

// ---- matrices ---------------------------------------------------------------

// A value in [-1, 1) that depends on (a, b, c) only: splitmix64 of the three
// (a seeded std::mt19937_64 per entry made the tests slow).
inline double hashed_unit(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  std::uint64_t z =
      a * 0x9E3779B97F4A7C15ull + b * 0xBF58476D1CE4E5B9ull + c * 0x94D049BB133111EBull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return double(z >> 11) * 0x1.0p-52 - 1.0;
}

// A distributed matrix: row_columns(g) lists the global columns of global row g.
struct Layout {
  std::string name;
  GO rows = 0, cols = 0;
  MapPtr row_map, domain_map, range_map;
  std::function<std::vector<GO>(GO)> row_columns;
};

inline double entry_value(GO row, GO col) {
  return hashed_unit(std::uint64_t(row), std::uint64_t(col), 1);
}

// `absolute`: the matrix |A|, for the error bound of a comparison.
inline Teuchos::RCP<Matrix> build(const Layout& l, bool absolute = false, bool fill = true) {
  std::size_t widest = 1;
  for (GO g : l.row_map->getNodeElementList())
    widest = std::max(widest, l.row_columns(g).size());
  auto A = Teuchos::rcp(new Matrix(l.row_map, widest));
  for (GO g : l.row_map->getNodeElementList()) {
    const std::vector<GO> cols = l.row_columns(g);
    if (cols.empty()) continue;
    std::vector<SC> vals;
    for (GO c : cols) vals.push_back(absolute ? std::abs(entry_value(g, c)) : entry_value(g, c));
    A->insertGlobalValues(g, Teuchos::ArrayView<const GO>(cols),
                          Teuchos::ArrayView<const SC>(vals));
  }
  if (fill) A->fillComplete(l.domain_map, l.range_map);
  return A;
}

// About `per_row` random columns of [0, cols) for row g; none when g % skip == 1.
inline std::function<std::vector<GO>(GO)> random_rows(GO cols, int per_row, GO skip = 0) {
  return [=](GO g) {
    std::vector<GO> c;
    if (skip > 0 && g % skip == 1) return c;
    for (int k = 0; k < per_row; ++k) {
      const double u = 0.5 * (hashed_unit(std::uint64_t(g), std::uint64_t(k), 0) + 1.0);
      c.push_back(std::min(cols - 1, GO(u * double(cols))));
    }
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  };
}

// ---- vectors ----------------------------------------------------------------

// Entry (gid, j) of a test vector, the same whichever rank holds it.
inline double vector_value(GO gid, std::size_t j, std::uint64_t seed) {
  return hashed_unit(std::uint64_t(gid), j, seed + 2);
}

inline void fill(MV& v, std::uint64_t seed) {
  auto h = v.getLocalViewHost(Tpetra::Access::OverwriteAll);
  const Map& map = *v.getMap();
  for (std::size_t j = 0; j < v.getNumVectors(); ++j)
    for (std::size_t i = 0; i < h.extent(0); ++i)
      h(i, j) = vector_value(map.getGlobalElement(LO(i)), j, seed);
}

inline MV copy_of(const MV& v) { return MV(v, Teuchos::Copy); }

inline MV absolute(const MV& v) {
  MV a(v.getMap(), v.getNumVectors());
  a.abs(v);
  return a;
}

// Sum over ranks.
inline long long global_sum(long long local) {
  long long total = 0;
  Teuchos::reduceAll(*comm(), Teuchos::REDUCE_SUM, local, Teuchos::outArg(total));
  return total;
}

// Entries of `got` that differ from `expected` by more than `relative`·bound
// (bound: |α|·|op(A)|·|X| + |β|·|Y₀| per entry), NaN counting as different;
// summed over ranks so every rank sees the same count.
inline long long count_mismatches(const MV& got, const MV& expected, const MV& bound,
                                  double relative) {
  auto g = got.getLocalViewHost(Tpetra::Access::ReadOnly);
  auto e = expected.getLocalViewHost(Tpetra::Access::ReadOnly);
  auto b = bound.getLocalViewHost(Tpetra::Access::ReadOnly);
  long long bad = 0;
  for (std::size_t j = 0; j < g.extent(1); ++j)
    for (std::size_t i = 0; i < g.extent(0); ++i)
      if (!(std::abs(g(i, j) - e(i, j)) <= relative * b(i, j))) ++bad;
  return global_sum(bad);
}

}  // namespace kspmv_tpetra_test
