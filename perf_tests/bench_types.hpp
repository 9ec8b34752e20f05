#pragma once
// The types every benchmark file shares: one execution space (Kokkos'
// default), 32-bit ordinals and offsets, and the host-side CSR the generators
// build and the reference SpMV reads.

#include <kspmv.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace kspmv_bench {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using MemSpace = ExecSpace::memory_space;
using Device = Kokkos::Device<ExecSpace, MemSpace>;
using Ordinal = int;
// 32-bit offsets: Kokkos Kernels 4.x's default, what cuSPARSE's 32-bit CSR
// takes without a copy, and the 4(m+1) term of the roofline in the brief.
using Offset = int;

template <class Scalar>
using Matrix = KokkosSparse::CrsMatrix<Scalar, Ordinal, Device, void, Offset>;
template <class Scalar>
using Vector = Kokkos::View<Scalar*, Device>;
// X and Y of --vectors K > 1: K columns in the layout of --layout.
template <class Scalar, class Layout>
using MultiVector = Kokkos::View<Scalar**, Layout, Device>;
// A handle for x and y of type Vectors (rank-1 by default, or a MultiVector).
template <class Scalar, class Vectors = Vector<Scalar>>
using Handle = kspmv::SpmvHandle<ExecSpace, Matrix<Scalar>, Vectors, Vectors>;

// CSR on the host, sorted columns, no duplicates.
template <class Scalar>
struct HostCsr {
  std::string name;
  std::int64_t rows = 0, cols = 0;
  std::vector<Offset> row_map{0};
  std::vector<Ordinal> entries;
  std::vector<Scalar> values;

  std::int64_t nnz() const { return std::int64_t(entries.size()); }
  std::int64_t row_length(std::int64_t r) const { return row_map[r + 1] - row_map[r]; }
  std::int64_t max_col() const {  // entries of the longest column
    std::vector<std::int64_t> count(cols, 0);
    for (Ordinal c : entries) ++count[c];
    return count.empty() ? 0 : *std::max_element(count.begin(), count.end());
  }
  std::int64_t max_row() const {
    std::int64_t m = 0;
    for (std::int64_t r = 0; r < rows; ++r) m = std::max(m, row_length(r));
    return m;
  }
};

// Bytes one Y = A·X of `vectors` columns must move at least: values and
// column indices once, the row pointers once, each column of X and Y once.
// For double/int32 this is 12·nnz + 4(m+1) + 8K(n+m); K = 1 is y = A·x.
template <class Scalar>
double roofline_bytes(std::int64_t rows, std::int64_t cols, std::int64_t nnz,
                      std::int64_t vectors = 1) {
  return double(sizeof(Scalar) + sizeof(Ordinal)) * double(nnz) +
         double(sizeof(Offset)) * double(rows + 1) +
         double(sizeof(Scalar)) * double(vectors) * double(cols + rows);
}

}  // namespace kspmv_bench
