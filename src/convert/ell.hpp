#pragma once
// CSR <-> ELL, device-parallel. The width is the longest row; the conversion
// refuses (before allocating) when stride * width slots do not fit.

#include "convert/common.hpp"
#include "core/tuning.hpp"
#include "formats/ell.hpp"

namespace kspmv {

namespace detail {
// Writes the first `width` entries of every row into ELL slots; with
// values_only the pattern is assumed to be in place already.
template <class ExecSpace, class Matrix, class Ell>
void fill_ell(const ExecSpace& exec, const Matrix& A, const Ell& ell, bool values_only) {
  using O = typename Ell::ordinal_type;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto cols = ell.col_idx;
  auto vals = ell.values;
  using V = typename Ell::scalar_type;
  const std::int64_t stride = ell.stride, width = ell.width;
  Kokkos::parallel_for(
      "kspmv::fill_ell", Kokkos::RangePolicy<ExecSpace>(exec, 0, ell.num_rows),
      KOKKOS_LAMBDA(const std::int64_t row) {
        const std::int64_t begin = row_map(row);
        std::int64_t len = std::int64_t(row_map(row + 1)) - begin;
        if (len > width) len = width;
        for (std::int64_t k = 0; k < len; ++k) {
          vals(k * stride + row) = V(a_vals(begin + k));
          if (!values_only) cols(k * stride + row) = O(entries(begin + k));
        }
      });
}
}  // namespace detail

// `width` < 0 means the longest row (plain ELL); HYB passes its threshold.
// values_as<V>: values stored as V (ValuePrecision), by default A's scalar.
template <class ExecSpace, class Matrix, class V = typename Matrix::non_const_value_type>
format_for_t<EllMatrix, Matrix, V> to_ell(
    const ExecSpace& exec, const Matrix& A, const ConversionLimits& limits = {},
    std::int64_t width = -1,
    int row_alignment = tuning_for(compat::architecture_of<ExecSpace>()).ell_row_alignment,
    values_as<V> = {}) {
  using S = V;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  EllMatrix<S, O, Off, Device> ell;
  ell.num_rows = A.numRows();
  ell.num_cols = A.numCols();
  if (width < 0) {
    auto row_map = A.graph.row_map;
    Kokkos::parallel_reduce(
        "kspmv::ell_width", Kokkos::RangePolicy<ExecSpace>(exec, 0, ell.num_rows),
        KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& w) {
          const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
          if (len > w) w = len;
        },
        Kokkos::Max<std::int64_t>(width));
    exec.fence();
    if (width < 0) width = 0;  // no rows: the reduction's identity
  }
  ell.width = O(width);
  ell.stride = O(round_up<std::int64_t>(ell.num_rows, row_alignment));
  const std::size_t slots = std::size_t(ell.stride) * std::size_t(ell.width);
  ensure_fits<typename Device::memory_space>(
      "to_ell",
      "width " + std::to_string(ell.width) + " x stride " + std::to_string(ell.stride) + " slots",
      slots * (sizeof(O) + sizeof(S)), limits);
  ell.col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::ell::col_idx"), std::size_t(slots));
  ell.values = Kokkos::View<S*, Device>("kspmv::ell::values", slots);
  Kokkos::deep_copy(exec, ell.col_idx, ell.padding);
  detail::fill_ell(exec, A, ell, false);
  exec.fence();
  return ell;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const EllMatrix<S, O, Off, D>& ell) {
  detail::fill_ell(exec, A, ell, true);
}

template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_ell(const ExecSpace& exec,
                                                     const EllMatrix<S, O, Off, D>& ell) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  const std::int64_t stride = ell.stride, width = ell.width;
  auto cols = ell.col_idx;
  auto vals = ell.values;
  Kokkos::View<Off*, D> row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::row_map"),
                                std::size_t(ell.num_rows + 1));
  auto row_length = KOKKOS_LAMBDA(const std::int64_t row) {
    std::int64_t len = 0;
    while (len < width && cols(len * stride + row) != EllMatrix<S, O, Off, D>::padding) ++len;
    return len;
  };
  const Off nnz = exclusive_scan(exec, ell.num_rows, row_length, row_map);
  typename Crs::index_type out_cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cols"),
                                    nnz);
  typename Crs::values_type out_vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::vals"),
                                     nnz);
  Kokkos::parallel_for(
      "kspmv::from_ell", Kokkos::RangePolicy<ExecSpace>(exec, 0, ell.num_rows),
      KOKKOS_LAMBDA(const std::int64_t row) {
        const Off begin = row_map(row);
        for (Off k = 0; k < row_map(row + 1) - begin; ++k) {
          out_cols(begin + k) = cols(k * stride + row);
          out_vals(begin + k) = vals(k * stride + row);
        }
      });
  exec.fence();
  return Crs("kspmv::from_ell", ell.num_rows, ell.num_cols, nnz, out_vals, row_map, out_cols);
}

}  // namespace kspmv
