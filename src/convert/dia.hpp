#pragma once
// CSR -> DIA, device-parallel. Every entry marks its diagonal c - r in a map
// of the rows + cols - 1 possible ones; a scan numbers the diagonals used;
// each row then adds its entries into its slots (one thread per row, so
// duplicates sum without atomics). The conversion refuses, before
// allocating the values, when the diagonals would pad A beyond `max_fill`
// slots per stored entry or do not fit in memory.

#include "convert/common.hpp"
#include "formats/dia.hpp"

#include <string>

namespace kspmv {

namespace detail {

// Zeroes the slots, then adds every entry of A into its diagonal's slot
// (duplicates sum in the stored precision).
template <class ExecSpace, class Matrix, class Dia>
void fill_dia(const ExecSpace& exec, const Matrix& A, const Dia& dia) {
  Kokkos::deep_copy(exec, dia.values, typename Dia::scalar_type(0));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto offsets = dia.offsets;
  auto vals = dia.values;
  using V = typename Dia::scalar_type;
  const std::int64_t stride = dia.stride, count = dia.diagonals();
  Kokkos::parallel_for(
      "kspmv::fill_dia", Kokkos::RangePolicy<ExecSpace>(exec, 0, std::int64_t(dia.num_rows)),
      KOKKOS_LAMBDA(const std::int64_t r) {
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          const std::int64_t d = last_at_most(offsets, count, std::int64_t(entries(k)) - r);
          vals(d * stride + r) += V(a_vals(k));
        }
      });
}

}  // namespace detail

// Diagonals of A: for each possible offset c - r (shifted by rows - 1), 1 if
// A has an entry on it. Sized rows + cols - 1; checked against `limits`.
// Marked with a read before the write: a stencil puts millions of entries on
// each of a few diagonals, and one atomic per entry on those few counters
// serialised (60 CSR SpMVs of setup on the H200); after the first write the
// reads hit the cache and nothing more is written. The racing writes all
// store 1.
template <class ExecSpace, class Matrix>
Kokkos::View<std::int64_t*, typename Matrix::device_type> diagonal_marks(
    const ExecSpace& exec, const Matrix& A, const ConversionLimits& limits = {}) {
  using Device = typename Matrix::device_type;
  const std::int64_t rows = A.numRows(), cols = A.numCols();
  const std::int64_t n = rows > 0 && cols > 0 ? rows + cols - 1 : 0;
  ensure_fits<typename Device::memory_space>(
      "diagonal_marks", std::to_string(n) + " possible diagonals",
      std::size_t(2 * n + 1) * sizeof(std::int64_t), limits);
  Kokkos::View<std::int64_t*, Device> marks("kspmv::dia::marks", std::size_t(n));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  Kokkos::parallel_for(
      "kspmv::dia_mark", Kokkos::RangePolicy<ExecSpace>(exec, 0, n > 0 ? rows : 0),
      KOKKOS_LAMBDA(const std::int64_t r) {
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          std::int64_t& mark = marks(std::int64_t(entries(k)) - r + rows - 1);
          if (mark == 0) mark = 1;
        }
      });
  return marks;
}

// Number of distinct diagonals of A (what Algorithm::automatic weighs).
template <class ExecSpace, class Matrix>
std::int64_t count_diagonals(const ExecSpace& exec, const Matrix& A,
                             const ConversionLimits& limits = {}) {
  const auto marks = diagonal_marks(exec, A, limits);
  std::int64_t used = 0;
  Kokkos::parallel_reduce(
      "kspmv::dia_used", Kokkos::RangePolicy<ExecSpace>(exec, 0, std::int64_t(marks.extent(0))),
      KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& u) { u += marks(i) > 0 ? 1 : 0; }, used);
  exec.fence();
  return used;
}

// values_as<V>: values stored as V (ValuePrecision), by default A's scalar.
template <class ExecSpace, class Matrix, class V = typename Matrix::non_const_value_type>
format_for_t<DiaMatrix, Matrix, V> to_dia(const ExecSpace& exec, const Matrix& A,
                                          const ConversionLimits& limits, double max_fill,
                                          int row_alignment, values_as<V> = {}) {
  using S = V;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  format_for_t<DiaMatrix, Matrix, V> dia;
  dia.num_rows = A.numRows();
  dia.num_cols = A.numCols();
  dia.nnz = std::int64_t(A.nnz());
  dia.stride = O(round_up<std::int64_t>(dia.num_rows, row_alignment));
  const auto marks = diagonal_marks(exec, A, limits);
  const std::int64_t n = std::int64_t(marks.extent(0)), rows = dia.num_rows;
  Kokkos::View<std::int64_t*, Device> index(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::index"), std::size_t(n + 1));
  const std::int64_t used = exclusive_scan(
      exec, n, KOKKOS_LAMBDA(const std::int64_t i) { return marks(i) > 0 ? 1 : 0; }, index);
  const double slots = double(used) * double(rows);
  require(slots <= max_fill * double(dia.nnz > 0 ? dia.nnz : 1), "to_dia: ", used,
          " diagonals of ", rows, " rows would store ", std::int64_t(slots), " slots for ",
          dia.nnz, " entries, more than the cap of ", max_fill,
          " slots per entry (SpmvOptions::dia_max_fill); choose another algorithm");
  ensure_fits<typename Device::memory_space>(
      "to_dia", std::to_string(used) + " diagonals x stride " + std::to_string(dia.stride),
      std::size_t(used) * (std::size_t(dia.stride) * sizeof(S) + sizeof(std::int64_t)), limits);
  dia.offsets = Kokkos::View<std::int64_t*, Device>("kspmv::dia::offsets", std::size_t(used));
  auto offsets = dia.offsets;
  Kokkos::parallel_for(
      "kspmv::dia_offsets", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i) {
        if (marks(i) > 0) offsets(index(i)) = i - (rows - 1);
      });
  dia.values = Kokkos::View<S*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::dia::values"),
      std::size_t(used) * std::size_t(dia.stride));
  detail::fill_dia(exec, A, dia);
  exec.fence();
  return dia;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const DiaMatrix<S, O, Off, D>& dia) {
  detail::fill_dia(exec, A, dia);
}

}  // namespace kspmv
