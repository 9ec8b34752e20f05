#pragma once
// CSR -> CSC (= CSR of Aᵀ) and the CSR transpose, device-parallel:
// count entries per column, scan, scatter entry positions with atomic cursors,
// then sort each column by source position so the result is deterministic and
// each column lists its rows in A's order. Heapsort keeps a dense column at
// O(L log L) in one thread instead of quadratic.

#include "convert/common.hpp"
#include "core/tuning.hpp"
#include "formats/csc.hpp"

namespace kspmv {

namespace detail {
template <class View>
KOKKOS_INLINE_FUNCTION void heapsort_range(const View& v, std::int64_t begin, std::int64_t end) {
  const std::int64_t n = end - begin;
  auto sift_down = [&](std::int64_t root, std::int64_t size) {
    while (2 * root + 1 < size) {
      std::int64_t child = 2 * root + 1;
      if (child + 1 < size && v(begin + child) < v(begin + child + 1)) ++child;
      if (!(v(begin + root) < v(begin + child))) return;
      const auto tmp = v(begin + root);
      v(begin + root) = v(begin + child);
      v(begin + child) = tmp;
      root = child;
    }
  };
  for (std::int64_t start = n / 2 - 1; start >= 0; --start) sift_down(start, n);
  for (std::int64_t last = n - 1; last > 0; --last) {
    const auto tmp = v(begin);
    v(begin) = v(begin + last);
    v(begin + last) = tmp;
    sift_down(0, last);
  }
}
}  // namespace detail

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
  // Columns up to csc_team_sort_min_column entries: heapsort, one thread
  // each; longer ones (R-MAT's 62k-entry columns took 120 ms in one thread on
  // the H200): one team each.
  const Off team_min = Off(csc_team_sort_min_column);
  auto is_long = KOKKOS_LAMBDA(const std::int64_t j) { return col_ptr(j + 1) - col_ptr(j) > team_min; };
  Kokkos::parallel_for(
      "kspmv::csc_sort", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_cols),
      KOKKOS_LAMBDA(const std::int64_t j) {
        if (!is_long(j)) detail::heapsort_range(source, col_ptr(j), col_ptr(j + 1));
      });
  Kokkos::View<std::int64_t*, Device> long_slot(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csc_long_slot"),
      std::size_t(num_cols + 1));
  const std::int64_t num_long = exclusive_scan(
      exec, num_cols, KOKKOS_LAMBDA(const std::int64_t j) { return is_long(j) ? 1 : 0; }, long_slot);
  if (num_long > 0) {
    Kokkos::View<O*, Device> long_cols(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csc_long_cols"),
        std::size_t(num_long));
    Kokkos::parallel_for(
        "kspmv::csc_long_cols", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_cols),
        KOKKOS_LAMBDA(const std::int64_t j) {
          if (is_long(j)) long_cols(long_slot(j)) = O(j);
        });
    using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
    const int team_size = compat::is_gpu_space<ExecSpace>() ? csc_team_sort_threads : 1;
    Kokkos::parallel_for(
        "kspmv::csc_sort_long", Kokkos::TeamPolicy<ExecSpace>(exec, num_long, team_size),
        KOKKOS_LAMBDA(const Team& team) {
          const std::int64_t j = long_cols(team.league_rank());
          compat::team_sort(team, Kokkos::subview(source, Kokkos::make_pair(col_ptr(j), col_ptr(j + 1))));
        });
  }
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
