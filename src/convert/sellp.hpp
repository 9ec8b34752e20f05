#pragma once
// CSR <-> SELL-P ([TOPC20] §3.5), device-parallel: slice widths by a reduction
// over each slice's rows, slice offsets by a scan, then one thread per row
// writes its slots. Padding slots (and rows past the end in the last slice)
// hold column -1 and value 0.

#include "convert/common.hpp"
#include "formats/sellp.hpp"

namespace kspmv {

namespace detail {
template <class ExecSpace, class Matrix, class Sellp>
void fill_sellp(const ExecSpace& exec, const Matrix& A, const Sellp& sp, bool values_only) {
  using O = typename Sellp::ordinal_type;
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto a_vals = A.values;
  auto cols = sp.col_idx;
  auto vals = sp.values;
  auto sets = sp.slice_sets;
  using V = typename Sellp::scalar_type;
  const std::int64_t slice = sp.slice_size;
  Kokkos::parallel_for(
      "kspmv::fill_sellp", Kokkos::RangePolicy<ExecSpace>(exec, 0, sp.num_rows),
      KOKKOS_LAMBDA(const std::int64_t row) {
        const std::int64_t base = std::int64_t(sets(row / slice)) * slice + row % slice;
        const std::int64_t begin = row_map(row);
        const std::int64_t len = std::int64_t(row_map(row + 1)) - begin;
        for (std::int64_t k = 0; k < len; ++k) {
          vals(base + k * slice) = V(a_vals(begin + k));
          if (!values_only) cols(base + k * slice) = O(entries(begin + k));
        }
      });
}
}  // namespace detail

// The slots (padding included) of A in SELL-P slices of `slice_size` rows
// with widths rounded up to multiples of `stride_factor`, without building it.
template <class ExecSpace, class Matrix>
std::int64_t sellp_slots(const ExecSpace& exec, const Matrix& A, int slice_size,
                         int stride_factor) {
  const std::int64_t num_rows = A.numRows(), slice = slice_size, factor = stride_factor;
  const std::int64_t num_slices = (num_rows + slice - 1) / slice;
  auto row_map = A.graph.row_map;
  std::int64_t slots = 0;
  Kokkos::parallel_reduce(
      "kspmv::sellp_slots", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_slices),
      KOKKOS_LAMBDA(const std::int64_t s, std::int64_t& sum) {
        std::int64_t longest = 0;
        const std::int64_t last = (s + 1) * slice < num_rows ? (s + 1) * slice : num_rows;
        for (std::int64_t r = s * slice; r < last; ++r) {
          const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
          longest = len > longest ? len : longest;
        }
        sum += round_up(longest, factor) * slice;
      },
      slots);
  exec.fence();
  return slots;
}

// values_as<V>: values stored as V (ValuePrecision), by default A's scalar.
template <class ExecSpace, class Matrix, class V = typename Matrix::non_const_value_type>
format_for_t<SellpMatrix, Matrix, V> to_sellp(const ExecSpace& exec, const Matrix& A,
                                              int slice_size, int stride_factor,
                                              const ConversionLimits& limits = {},
                                              values_as<V> = {}) {
  using S = V;
  using O = typename Matrix::non_const_ordinal_type;
  using Off = typename Matrix::non_const_size_type;
  using Device = typename Matrix::device_type;
  require(slice_size > 0, "to_sellp: slice_size must be positive, got ", slice_size);
  require(stride_factor > 0, "to_sellp: stride_factor must be positive, got ", stride_factor);
  SellpMatrix<S, O, Off, Device> sp;
  sp.num_rows = A.numRows();
  sp.num_cols = A.numCols();
  sp.slice_size = slice_size;
  sp.stride_factor = stride_factor;
  const std::int64_t num_rows = sp.num_rows, slice = slice_size, factor = stride_factor;
  const std::int64_t num_slices = (num_rows + slice - 1) / slice;
  sp.slice_lengths = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sellp::slice_lengths"), std::size_t(num_slices));
  sp.slice_sets = Kokkos::View<Off*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sellp::slice_sets"), std::size_t(num_slices + 1));
  auto row_map = A.graph.row_map;
  auto lengths = sp.slice_lengths;
  Kokkos::parallel_for(
      "kspmv::sellp_slice_lengths", Kokkos::RangePolicy<ExecSpace>(exec, 0, num_slices),
      KOKKOS_LAMBDA(const std::int64_t s) {
        std::int64_t longest = 0;
        const std::int64_t last = (s + 1) * slice < num_rows ? (s + 1) * slice : num_rows;
        for (std::int64_t r = s * slice; r < last; ++r) {
          const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
          longest = len > longest ? len : longest;
        }
        lengths(s) = O(round_up(longest, factor));
      });
  const std::size_t slots =
      std::size_t(exclusive_scan(exec, num_slices, KOKKOS_LAMBDA(const std::int64_t s) {
        return lengths(s);
      }, sp.slice_sets)) * std::size_t(slice);
  ensure_fits<typename Device::memory_space>(
      "to_sellp", std::to_string(slots) + " slots in " + std::to_string(num_slices) + " slices",
      slots * (sizeof(O) + sizeof(S)), limits);
  sp.col_idx = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sellp::col_idx"), std::size_t(slots));
  sp.values = Kokkos::View<S*, Device>("kspmv::sellp::values", slots);
  Kokkos::deep_copy(exec, sp.col_idx, sp.padding);
  detail::fill_sellp(exec, A, sp, false);
  exec.fence();
  return sp;
}

template <class ExecSpace, class Matrix, class S, class O, class Off, class D>
void refill_values(const ExecSpace& exec, const Matrix& A, const SellpMatrix<S, O, Off, D>& sp) {
  detail::fill_sellp(exec, A, sp, true);
}

template <class ExecSpace, class S, class O, class Off, class D>
KokkosSparse::CrsMatrix<S, O, D, void, Off> from_sellp(const ExecSpace& exec,
                                                       const SellpMatrix<S, O, Off, D>& sp) {
  using Crs = KokkosSparse::CrsMatrix<S, O, D, void, Off>;
  constexpr O padding = SellpMatrix<S, O, Off, D>::padding;
  const std::int64_t slice = sp.slice_size;
  auto cols = sp.col_idx;
  auto vals = sp.values;
  auto sets = sp.slice_sets;
  auto lengths = sp.slice_lengths;
  Kokkos::View<Off*, D> row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::row_map"),
                                std::size_t(sp.num_rows + 1));
  auto row_length = KOKKOS_LAMBDA(const std::int64_t row) {
    const std::int64_t base = std::int64_t(sets(row / slice)) * slice + row % slice;
    const std::int64_t width = lengths(row / slice);
    std::int64_t len = 0;
    while (len < width && cols(base + len * slice) != padding) ++len;
    return len;
  };
  const Off nnz = exclusive_scan(exec, sp.num_rows, row_length, row_map);
  typename Crs::index_type out_cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::cols"),
                                    nnz);
  typename Crs::values_type out_vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::vals"),
                                     nnz);
  Kokkos::parallel_for(
      "kspmv::from_sellp", Kokkos::RangePolicy<ExecSpace>(exec, 0, sp.num_rows),
      KOKKOS_LAMBDA(const std::int64_t row) {
        const std::int64_t base = std::int64_t(sets(row / slice)) * slice + row % slice;
        const Off begin = row_map(row);
        for (Off k = 0; k < row_map(row + 1) - begin; ++k) {
          out_cols(begin + k) = cols(base + std::int64_t(k) * slice);
          out_vals(begin + k) = vals(base + std::int64_t(k) * slice);
        }
      });
  exec.fence();
  return Crs("kspmv::from_sellp", sp.num_rows, sp.num_cols, nnz, out_vals, row_map, out_cols);
}

}  // namespace kspmv
