#pragma once
// CSR -> NarrowColumns (formats/narrow_columns.hpp), device-parallel: one
// thread per group of rows finds its columns' span (narrow_column_groups),
// one thread per row packs its deltas where the format's layout keeps its
// slots (to_narrow_columns; the layout gives RowSlots, spmv/padded_columns.hpp).
// The format keeps each row's entries in CSR order at slots 0, 1, ..., so
// the words are packed from A directly. The plans of ELL and SELL-P build it
// when enough groups fit (SpmvOptions::column_indices).

#include "convert/common.hpp"
#include "formats/narrow_columns.hpp"

#include <string>

namespace kspmv {

// Each group's base column (its smallest; -1 where its columns span more
// than max_delta) and how many groups fit.
template <class Ordinal, class Device>
struct NarrowColumnGroups {
  int group_shift = 6;
  std::int64_t groups = 0, narrow = 0;
  Kokkos::View<Ordinal*, Device> base;
  double narrow_fraction() const { return groups > 0 ? double(narrow) / double(groups) : 1.0; }
};

template <class ExecSpace, class Matrix>
NarrowColumnGroups<typename Matrix::non_const_ordinal_type, typename Matrix::device_type>
narrow_column_groups(const ExecSpace& exec, const Matrix& A, int group_shift,
                     const ConversionLimits& limits = {}) {
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  using Columns = NarrowColumns<O, Device>;
  require(group_shift >= 0 && group_shift < 31, "narrow columns: group_shift must be in [0, 31), got ",
          group_shift);
  NarrowColumnGroups<O, Device> g;
  const std::int64_t rows = A.numRows(), size = std::int64_t(1) << group_shift;
  g.group_shift = group_shift;
  g.groups = (rows + size - 1) / size;
  ensure_fits<typename Device::memory_space>("narrow_column_groups",
                                             std::to_string(g.groups) + " groups",
                                             std::size_t(g.groups) * sizeof(O), limits);
  g.base = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow::base"), std::size_t(g.groups));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto base = g.base;
  Kokkos::parallel_reduce(
      "kspmv::narrow_groups", Kokkos::RangePolicy<ExecSpace>(exec, 0, g.groups),
      KOKKOS_LAMBDA(const std::int64_t q, std::int64_t& narrow) {
        std::int64_t lo = -1, hi = -1;
        const std::int64_t end = (q + 1) * size < rows ? (q + 1) * size : rows;
        for (std::int64_t r = q * size; r < end; ++r)
          for (auto k = row_map(r); k < row_map(r + 1); ++k) {
            const std::int64_t c = std::int64_t(entries(k));
            if (lo < 0 || c < lo) lo = c;
            if (c > hi) hi = c;
          }
        const bool fits = hi - lo <= Columns::max_delta;  // an empty group fits (base 0)
        base(q) = fits ? O(lo < 0 ? 0 : lo) : O(-1);
        narrow += fits ? 1 : 0;
      },
      g.narrow);
  exec.fence();
  return g;
}

// The words of the narrow groups, at the slots `layout` (row -> RowSlots)
// gives the format whose rows these are; `words` entries in all.
template <class ExecSpace, class Matrix, class Layout>
NarrowColumns<typename Matrix::non_const_ordinal_type, typename Matrix::device_type>
to_narrow_columns(
    const ExecSpace& exec, const Matrix& A,
    const NarrowColumnGroups<typename Matrix::non_const_ordinal_type, typename Matrix::device_type>& g,
    const Layout& layout, std::int64_t words, const ConversionLimits& limits = {}) {
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  using Columns = NarrowColumns<O, Device>;
  Columns nc;
  nc.group_shift = g.group_shift;
  nc.groups = g.groups;
  nc.narrow_groups = g.narrow;
  nc.base = g.base;
  ensure_fits<typename Device::memory_space>("to_narrow_columns",
                                             std::to_string(words) + " words of 4 deltas",
                                             std::size_t(words) * sizeof(std::uint64_t), limits);
  nc.words = Kokkos::View<std::uint64_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow::words"), std::size_t(words));
  Kokkos::deep_copy(exec, nc.words, ~std::uint64_t(0));  // padding past each row's end
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  auto base = nc.base;
  auto out = nc.words;
  const int shift = g.group_shift;
  constexpr int per_word = Columns::per_word;
  Kokkos::parallel_for(
      "kspmv::fill_narrow_columns", Kokkos::RangePolicy<ExecSpace>(exec, 0, A.numRows()),
      KOKKOS_LAMBDA(const std::int64_t r) {
        const O b = base(r >> shift);
        if (b < 0) return;  // the group reads the format's col_idx
        const auto slots = layout(r);
        const std::int64_t begin = std::int64_t(row_map(r)), len = std::int64_t(row_map(r + 1)) - begin;
        for (std::int64_t j = 0; j * per_word < len; ++j) {
          std::uint64_t w = ~std::uint64_t(0);
          for (int u = 0; u < per_word && j * per_word + u < len; ++u) {
            const std::uint64_t delta =
                std::uint64_t(std::int64_t(entries(begin + j * per_word + u)) - b);
            w &= ~(std::uint64_t(0xFFFF) << (16 * u));
            w |= delta << (16 * u);
          }
          out(slots.words_base + j * slots.step) = w;
        }
      });
  exec.fence();
  return nc;
}

}  // namespace kspmv
