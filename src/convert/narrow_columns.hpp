#pragma once
// CSR -> NarrowColumns (formats/narrow_columns.hpp), device-parallel: one
// thread per row widens its group's span of columns (narrow_column_groups),
// one thread per row packs its deltas where the format's layout keeps its
// slots (to_narrow_columns; the layout gives RowSlots, spmv/padded_columns.hpp).
// The format keeps each row's entries in CSR order at slots 0, 1, ..., so
// the words are packed from A directly. The plans of ELL and SELL-P build it
// when enough groups fit (SpmvOptions::column_indices).

#include "convert/common.hpp"
#include "formats/narrow_columns.hpp"

#include <limits>
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
                                             std::size_t(g.groups) * (sizeof(O) + 2 * sizeof(std::int64_t)),
                                             limits);
  g.base = Kokkos::View<O*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow::base"), std::size_t(g.groups));
  // Each row's smallest and largest column into its group's, by atomics: a
  // thread per group walking its 64 rows left too few threads (0.6 ms at 24M
  // entries on 545k rows, H200 run 94 n4).
  constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
  Kokkos::View<std::int64_t*, Device> lo(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow::lo"), std::size_t(g.groups));
  Kokkos::View<std::int64_t*, Device> hi(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::narrow::hi"), std::size_t(g.groups));
  Kokkos::deep_copy(exec, lo, none);
  Kokkos::deep_copy(exec, hi, std::int64_t(-1));
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  const int shift = group_shift;
  Kokkos::parallel_for(
      "kspmv::narrow_group_spans", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r) {
        std::int64_t row_lo = none, row_hi = -1;
        for (auto k = row_map(r); k < row_map(r + 1); ++k) {
          const std::int64_t c = std::int64_t(entries(k));
          row_lo = c < row_lo ? c : row_lo;
          row_hi = c > row_hi ? c : row_hi;
        }
        if (row_hi < 0) return;  // empty
        Kokkos::atomic_fetch_min(&lo(r >> shift), row_lo);
        Kokkos::atomic_fetch_max(&hi(r >> shift), row_hi);
      });
  auto base = g.base;
  Kokkos::parallel_reduce(
      "kspmv::narrow_groups", Kokkos::RangePolicy<ExecSpace>(exec, 0, g.groups),
      KOKKOS_LAMBDA(const std::int64_t q, std::int64_t& narrow) {
        const bool empty = hi(q) < 0;
        const bool fits = empty || hi(q) - lo(q) <= Columns::max_delta;  // an empty group fits (base 0)
        base(q) = fits ? O(empty ? 0 : lo(q)) : O(-1);
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
