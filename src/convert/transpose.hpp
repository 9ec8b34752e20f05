#pragma once
// CSR -> CSC (= CSR of Aᵀ) and the CSR transpose, device-parallel:
// count entries per column, scan, scatter entry positions with atomic cursors,
// then sort each column by source position (convert/segment_sort.hpp) so the
// result is deterministic and each column lists its rows in A's order.

#include "convert/common.hpp"
#include "convert/segment_sort.hpp"
#include "formats/csc.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
format_for_t<CscMatrix, Matrix> to_csc(const ExecSpace& exec, const Matrix& A, const ConversionLimits& limits = {}) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  CscMatrix<S, O, Off, Device> csc;
  csc.num_rows = A.numRows();
  csc.num_cols = A.numCols();
  const std::int64_t nnz = A.nnz(), num_rows = A.numRows(), num_cols = A.numCols();
  ensure_fits<typename Device::memory_space>(
      "to_csc", std::to_string(nnz) + " entries",
      std::size_t(nnz) * (sizeof(O) + sizeof(S) + sizeof(Off)) +
          std::size_t(num_cols + 1) * 2 * sizeof(Off),
      limits);
  csc.col_ptr = Kokkos::View<Off*, Device>("kspmv::csc::col_ptr", std::size_t(num_cols + 1));
  csc.row_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csc::row_idx"), std::size_t(nnz));
  csc.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csc::values"), std::size_t(nnz));
  csc.source = Kokkos::View<Off*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csc::source"), std::size_t(nnz));
  auto col_ptr = csc.col_ptr;
  auto entries = A.graph.entries;
  auto row_map = A.graph.row_map;
  auto source = csc.source;
  auto row_idx = csc.row_idx;
  Kokkos::parallel_for(
      "kspmv::csc_count", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const std::int64_t k) { Kokkos::atomic_add(&col_ptr(entries(k) + 1), Off(1)); });
  Kokkos::parallel_scan(
      "kspmv::csc_scan", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_cols + 1),
      KOKKOS_LAMBDA(const std::int64_t j, Off& partial, const bool final) {
        partial += col_ptr(j);
        if (final) col_ptr(j) = partial;
      });
  Kokkos::View<Off*, Device> cursor(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cursor"),
                                    std::size_t(num_cols + 1));
  Kokkos::deep_copy(exec, cursor, col_ptr);
  Kokkos::parallel_for(
      "kspmv::csc_scatter", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const std::int64_t k) {
        const Off pos = Kokkos::atomic_fetch_add(&cursor(entries(k)), Off(1));
        source(pos) = Off(k);
      });
  // Each column in A's order: the result is the same on every run.
  sort_segments(exec, col_ptr, num_cols, source);
  Kokkos::parallel_for(
      "kspmv::csc_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const std::int64_t pos) {
        row_idx(pos) = O(row_of_entry(row_map, num_rows, source(pos)));
      });
  refill_values(exec, A, csc);
  exec.fence();
  return csc;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const CscMatrix<S, O, Off, D>& csc) {
  auto source = csc.source;
  auto values = csc.values;
  auto a_vals = A.values;
  Kokkos::parallel_for(
      "kspmv::csc_values", Kokkos::RangePolicy<ExecSpace>(exec, 0, csc.nnz()),
      KOKKOS_LAMBDA(const std::int64_t pos) { values(pos) = a_vals(source(pos)); });
}

// Aᵀ as a CrsMatrix (no conjugation). Its arrays are the CSC arrays of A.
template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> csc_as_transposed_crs(
    const CscMatrix<S, O, Off, D>& csc) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  return Crs("kspmv::transpose", csc.num_cols, csc.num_rows, csc.nnz(), csc.values, csc.col_ptr,
             csc.row_idx);
}

template <class ExecSpace, class Matrix>
plain_crs_t<Matrix> transpose(const ExecSpace& exec, const Matrix& A,
                              const ConversionLimits& limits = {}) {
  return csc_as_transposed_crs<ExecSpace>(to_csc(exec, A, limits));
}

// CSC back to CSR: the CSR of (Aᵀ)ᵀ.
template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_csc(const ExecSpace& exec,
                                                     const CscMatrix<S, O, Off, D>& csc) {
  return transpose(exec, csc_as_transposed_crs<ExecSpace>(csc));
}

}  // namespace kspmv
