#pragma once
// Which block sizes b A's pattern fits, on the device. A fits b when it is
// exactly full b×b blocks aligned to multiples of b. Across, that is: every
// row's distinct columns form runs that start and end on multiples of b;
// down: the rows of one block row have the same columns (then each block a
// row touches is full in that row, so in every row of its block row). So b
// fits iff it divides A's rows and columns, every run boundary of every row,
// and every row r whose columns differ from row r − 1's: the largest b is
// the gcd of all of these (one pass), and every divisor of it fits too.
// Duplicate entries count once (the conversions sum them); unsorted rows are
// read through a sorted copy of the column indices.

#include "convert/common.hpp"
#include "convert/segment_sort.hpp"

#include <limits>
#include <string>

namespace kspmv {

// A's column indices with every row ascending: A's own when they already are
// (one pass to check), otherwise a sorted copy. Values are never reordered:
// the conversions place each entry of A by its (row, column).
template <class Matrix>
struct SortedColumns {
  using Device = typename Matrix::device_type;
  using Ordinal = typename Matrix::non_const_ordinal_type;
  typename Matrix::row_map_type row_map;
  Kokkos::View<const Ordinal*, Kokkos::LayoutLeft, Device> cols;
  std::int64_t num_rows = 0, num_cols = 0;
  bool copied = false;  // A's rows were not sorted
};

template <class ExecSpace, class Matrix>
SortedColumns<Matrix> sorted_columns(const ExecSpace& exec, const Matrix& A,
                                     const ConversionLimits& limits = {}) {
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  SortedColumns<Matrix> p;
  p.row_map = A.graph.row_map;
  p.cols = A.graph.entries;
  p.num_rows = A.numRows();
  p.num_cols = A.numCols();
  auto row_map = A.graph.row_map;
  auto entries = A.graph.entries;
  const std::int64_t rows = p.num_rows, nnz = std::int64_t(entries.extent(0));
  std::int64_t out_of_order = 0;  // entries below their predecessor in the row
  Kokkos::parallel_reduce(
      "kspmv::count_unsorted_entries", Kokkos::RangePolicy<ExecSpace>(exec, 0, entry_runs(nnz)),
      KOKKOS_LAMBDA(const std::int64_t t, std::int64_t& count) {
        for_each_entry_in_run(row_map, rows, nnz, t, [&](std::int64_t k, std::int64_t r) {
          if (k > std::int64_t(row_map(r)) && entries(k) < entries(k - 1)) ++count;
        });
      },
      out_of_order);
  if (out_of_order == 0) return p;
  const std::size_t n = entries.extent(0);
  ensure_fits<typename Device::memory_space>(
      "sorted_columns",
      std::to_string(out_of_order) + " column indices out of order (unsorted rows), a sorted copy of " +
          std::to_string(n) + " column indices",
      n * sizeof(O), limits);
  Kokkos::View<O*, Kokkos::LayoutLeft, Device> copy(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sorted_columns"), n);
  Kokkos::deep_copy(exec, copy, entries);
  sort_segments(exec, row_map, p.num_rows, copy);
  exec.fence();
  p.cols = copy;
  p.copied = true;
  return p;
}

namespace detail {

KOKKOS_INLINE_FUNCTION std::int64_t gcd_of(std::int64_t a, std::int64_t b) {
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b != 0) {
    const std::int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// Kokkos reducer: the gcd of everything joined (0, the gcd's identity, to start).
struct Gcd {
  using reducer = Gcd;
  using value_type = std::int64_t;
  using result_view_type = Kokkos::View<value_type, Kokkos::HostSpace>;
  result_view_type value;
  KOKKOS_INLINE_FUNCTION explicit Gcd(value_type& v) : value(&v) {}
  KOKKOS_INLINE_FUNCTION void join(value_type& dest, const value_type& src) const {
    dest = gcd_of(dest, src);
  }
  KOKKOS_INLINE_FUNCTION void init(value_type& v) const { v = 0; }
  KOKKOS_INLINE_FUNCTION value_type& reference() const { return *value.data(); }
  KOKKOS_INLINE_FUNCTION result_view_type view() const { return value; }
  KOKKOS_INLINE_FUNCTION bool references_scalar() const { return true; }
};

// f(boundary) for the first column and one past the last of every run of
// consecutive distinct columns in the ascending cols(begin .. end - 1).
template <class Cols, class F>
KOKKOS_INLINE_FUNCTION void for_each_run_boundary(const Cols& cols, std::int64_t begin,
                                                  std::int64_t end, const F& f) {
  if (begin >= end) return;
  std::int64_t start = cols(begin), last = start;
  for (std::int64_t k = begin + 1; k < end; ++k) {
    const std::int64_t c = cols(k);
    if (c == last) continue;  // a duplicate
    if (c != last + 1) {
      f(start);
      f(last + 1);
      start = c;
    }
    last = c;
  }
  f(start);
  f(last + 1);
}

// Whether two ascending column lists hold the same distinct columns.
template <class Cols>
KOKKOS_INLINE_FUNCTION bool same_columns(const Cols& cols, std::int64_t a, std::int64_t a_end,
                                         std::int64_t b, std::int64_t b_end) {
  while (a < a_end && b < b_end) {
    const auto c = cols(a);
    if (cols(b) != c) return false;
    while (a < a_end && cols(a) == c) ++a;
    while (b < b_end && cols(b) == c) ++b;
  }
  return a == a_end && b == b_end;
}

// Why row r does not fit b×b blocks: 0 it does; 1 a run of its columns
// starts or ends off a multiple of b; 2 its columns differ from those of
// row r − 1, in the same block row.
enum RowMisfit : int { row_fits = 0, run_off_block = 1, differs_from_row_above = 2 };

template <class RowMap, class Cols>
KOKKOS_INLINE_FUNCTION int row_misfit(const RowMap& row_map, const Cols& cols, std::int64_t r,
                                      std::int64_t b) {
  bool aligned = true;
  for_each_run_boundary(cols, row_map(r), row_map(r + 1),
                        [&](const std::int64_t boundary) { aligned = aligned && boundary % b == 0; });
  if (!aligned) return run_off_block;
  if (r % b != 0 && !same_columns(cols, row_map(r - 1), row_map(r), row_map(r), row_map(r + 1)))
    return differs_from_row_above;
  return row_fits;
}

}  // namespace detail

// The largest b that A's pattern fits (see the top of this file); 1 when
// only 1×1 blocks do. A without entries fits gcd(rows, columns) (1 when
// both are 0).
template <class ExecSpace, class Matrix>
std::int64_t largest_block_size(const ExecSpace& exec, const SortedColumns<Matrix>& p) {
  auto row_map = p.row_map;
  auto cols = p.cols;
  const std::int64_t rows = p.num_rows, nnz = std::int64_t(cols.extent(0));
  // The ends of every run of consecutive columns (for_each_run_boundary's,
  // taken entry by entry so that a dense row is many threads' work): a row's
  // first column, one past its last, and both sides of each gap.
  std::int64_t g = 0, g_rows = 0;
  Kokkos::parallel_reduce(
      "kspmv::block_run_boundaries", Kokkos::RangePolicy<ExecSpace>(exec, 0, entry_runs(nnz)),
      KOKKOS_LAMBDA(const std::int64_t t, std::int64_t& acc) {
        std::int64_t here = acc;
        for_each_entry_in_run(row_map, rows, nnz, t, [&](std::int64_t k, std::int64_t r) {
          // 1 stays 1: most matrices get there within a few entries, and the
          // 64-bit remainders of each entry's gcds had made this pass 2.5x
          // the time of reading the columns (H200, run 94 n3).
          if (here == 1) return;
          const std::int64_t c = cols(k);
          if (k == std::int64_t(row_map(r))) {
            here = detail::gcd_of(here, c);
          } else {
            const std::int64_t before = cols(k - 1);
            if (c != before && c != before + 1)
              here = detail::gcd_of(detail::gcd_of(here, before + 1), c);
          }
          if (k + 1 == std::int64_t(row_map(r + 1))) here = detail::gcd_of(here, c + 1);
        });
        acc = here;
      },
      detail::Gcd(g));
  Kokkos::parallel_reduce(
      "kspmv::block_row_changes", Kokkos::RangePolicy<ExecSpace>(exec, 1, rows > 1 ? rows : 1),
      KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& acc) {
        if (!detail::same_columns(cols, row_map(r - 1), row_map(r), row_map(r), row_map(r + 1)))
          acc = detail::gcd_of(acc, r);
      },
      detail::Gcd(g_rows));
  g = detail::gcd_of(detail::gcd_of(detail::gcd_of(g, g_rows), p.num_rows), p.num_cols);
  return g > 0 ? g : 1;
}

template <class ExecSpace, class Matrix>
std::int64_t largest_block_size(const ExecSpace& exec, const Matrix& A,
                                const ConversionLimits& limits = {}) {
  return largest_block_size(exec, sorted_columns(exec, A, limits));
}

// Throws kspmv::Error, naming the first row at fault and the largest block
// size that does fit, unless A's pattern is exactly full b×b blocks.
template <class ExecSpace, class Matrix>
void require_blocks_fit(const ExecSpace& exec, const SortedColumns<Matrix>& p, std::int64_t b,
                        const char* who) {
  require(b >= 1, who, ": the block size must be at least 1; got ", b);
  if (p.num_rows % b != 0 || p.num_cols % b != 0)
    fail(who, ": A is ", p.num_rows, "x", p.num_cols, ", not a whole number of ", b, "x", b,
         " blocks (its rows and columns must be multiples of the block size); the largest block "
         "size A's pattern fits is ",
         largest_block_size(exec, p));
  auto row_map = p.row_map;
  auto cols = p.cols;
  constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
  std::int64_t first = none;  // 2·row + (why − 1) of the first row that does not fit
  Kokkos::parallel_reduce(
      "kspmv::check_blocks", Kokkos::RangePolicy<ExecSpace>(exec, 0, p.num_rows),
      KOKKOS_LAMBDA(const std::int64_t r, std::int64_t& m) {
        const int why = detail::row_misfit(row_map, cols, r, b);
        if (why != detail::row_fits && 2 * r + why - 1 < m) m = 2 * r + why - 1;
      },
      Kokkos::Min<std::int64_t>(first));
  if (first == none) return;
  const std::int64_t r = first / 2;
  const std::int64_t largest = largest_block_size(exec, p);
  if (first % 2 == 0)
    fail(who, ": A's pattern is not made of full ", b, "x", b, " blocks: row ", r, " (block row ",
         r / b, ") has a run of columns that starts or ends off a multiple of ", b,
         "; the largest block size A's pattern fits is ", largest);
  fail(who, ": A's pattern is not made of full ", b, "x", b, " blocks: row ", r, " (block row ",
       r / b, ") does not have the same columns as row ", r - 1,
       " above it in its block row; the largest block size A's pattern fits is ", largest);
}

}  // namespace kspmv
