#pragma once
// Setup-time validation of a CrsMatrix: row_map starts at 0, never decreases
// and ends at nnz; every column index lies in [0, numCols). Kernels trust
// these facts, so a violation is reported before anything runs. Unsorted and
// duplicate column indices are valid (every kernel sums them).

#include "core/compat.hpp"
#include "core/errors.hpp"

#include <cstdint>

namespace kspmv {

template <class ExecSpace, class Matrix>
void validate_crs(const ExecSpace& exec, const Matrix& A) {
  const std::int64_t rows = A.numRows(), cols = A.numCols(), nnz = A.nnz();
  require(rows >= 0 && cols >= 0, "setup: negative matrix size ", rows, "x", cols);
  if (rows == 0) return;
  require(std::int64_t(A.graph.row_map.extent(0)) == rows + 1, "setup: row_map has ",
          A.graph.row_map.extent(0), " entries, expected ", rows + 1);
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  std::int64_t first_bad_row = rows;
  Kokkos::parallel_reduce(
      "kspmv::validate_row_map", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& bad) {
        const bool ok = row_map(r) <= row_map(r + 1) && (r > 0 || row_map(0) == 0) &&
                        (r + 1 < rows || std::int64_t(row_map(rows)) == nnz);
        if (!ok && r < bad) bad = r;
      },
      Kokkos::Min<std::int64_t>(first_bad_row));
  exec.fence();
  require(first_bad_row >= rows, "setup: row_map is not a valid CSR offset array at row ",
          first_bad_row, " (must start at 0, never decrease, and end at nnz = ", nnz, ")");
  std::int64_t first_bad = nnz;
  Kokkos::parallel_reduce(
      "kspmv::validate_columns", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const std::int64_t k, std::int64_t& bad) {
        const std::int64_t c = entries(k);
        if ((c < 0 || c >= cols) && k < bad) bad = k;
      },
      Kokkos::Min<std::int64_t>(first_bad));
  exec.fence();
  if (first_bad < nnz) {
    typename Matrix::non_const_ordinal_type c = 0;
    Kokkos::deep_copy(c, Kokkos::subview(entries, first_bad));
    fail("setup: entry ", first_bad, " has column index ", c, " outside [0, ", cols, ")");
  }
}

}  // namespace kspmv
