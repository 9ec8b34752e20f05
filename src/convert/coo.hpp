#pragma once
// CSR <-> COO, device-parallel. CSR -> COO expands row_map into one row index
// per entry; COO -> CSR counts entries per row and scans (COO is row-sorted, so
// columns and values copy through unchanged).

#include "convert/common.hpp"
#include "formats/coo.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
format_for_t<CooMatrix, Matrix> to_coo(const ExecSpace& exec, const Matrix& A, const ConversionLimits& limits = {}) {
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  CooMatrix<S, O, Off, Device> coo;
  coo.num_rows = A.numRows();
  coo.num_cols = A.numCols();
  const std::size_t nnz = A.nnz();
  ensure_fits<typename Device::memory_space>(
      "to_coo", std::to_string(nnz) + " entries", nnz * (2 * sizeof(O) + sizeof(S)), limits);
  coo.row_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::coo::row_idx"), std::size_t(nnz));
  coo.col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::coo::col_idx"), std::size_t(nnz));
  coo.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::coo::values"), std::size_t(nnz));
  Kokkos::deep_copy(exec, coo.col_idx, A.graph.entries);
  Kokkos::deep_copy(exec, coo.values, A.values);
  auto row_map = A.graph.row_map;
  auto row_idx = coo.row_idx;
  const std::int64_t num_rows = coo.num_rows;
  // One thread per entry (not per row): a dense row must not serialize setup.
  Kokkos::parallel_for(
      "kspmv::to_coo", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const std::int64_t k) { row_idx(k) = O(row_of_entry(row_map, num_rows, k)); });
  exec.fence();
  return coo;
}

// Values only: the pattern of A must be the one `coo` was built from.
template <class ExecSpace, class Matrix, class Coo>
void refill_values(const ExecSpace& exec, const Matrix& A, const Coo& coo) {
  Kokkos::deep_copy(exec, coo.values, A.values);
}

template <class ExecSpace, class Coo>
crs_of_format_t<Coo> from_coo(const ExecSpace& exec, const Coo& coo) {
  using Crs = crs_of_format_t<Coo>;
  using O = typename Coo::ordinal_type;
  using Off = typename Coo::offset_type;
  using Device = typename Coo::device_type;
  const Off nnz = coo.nnz();
  Kokkos::View<Off*, Device> row_map("kspmv::from_coo::row_map", std::size_t(coo.num_rows + 1));
  auto row_idx = coo.row_idx;
  Kokkos::parallel_for(
      "kspmv::from_coo::count", Kokkos::RangePolicy<ExecSpace>(exec, 0, nnz),
      KOKKOS_LAMBDA(const Off k) { Kokkos::atomic_add(&row_map(row_idx(k) + 1), Off(1)); });
  Kokkos::parallel_scan(
      "kspmv::from_coo::scan", Kokkos::RangePolicy<ExecSpace>(exec, 0, coo.num_rows + 1),
      KOKKOS_LAMBDA(const O i, Off& partial, const bool final) {
        partial += row_map(i);
        if (final) row_map(i) = partial;
      });
  typename Crs::index_type cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cols"),
                                nnz);
  typename Crs::values_type vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::vals"),
                                 nnz);
  Kokkos::deep_copy(exec, cols, coo.col_idx);
  Kokkos::deep_copy(exec, vals, coo.values);
  exec.fence();
  return Crs("kspmv::from_coo", coo.num_rows, coo.num_cols, nnz, vals, row_map, cols);
}

}  // namespace kspmv
