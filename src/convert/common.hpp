#pragma once
// Pieces shared by the conversions: the CSR type a format converts back to,
// the memory check every allocating conversion runs first, and an exclusive
// scan that returns its total.

#include "core/compat.hpp"
#include "core/errors.hpp"
#include "core/tuning.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

namespace kspmv {

// The plain CrsMatrix with A's scalar, ordinal, offset and device.
template <class Matrix>
using plain_crs_t = KokkosSparse::CrsMatrix<
    typename Matrix::non_const_value_type, typename Matrix::non_const_ordinal_type,
    typename Matrix::device_type, void, typename Matrix::non_const_size_type>;

template <class Format>
using crs_of_format_t =
    KokkosSparse::CrsMatrix<typename Format::scalar_type, typename Format::ordinal_type,
                            typename Format::device_type, void, typename Format::offset_type>;

// The storage type `Format` instantiated with A's ordinal, offset and device
// and values of type V, by default A's scalar (CUDA's extended lambdas forbid
// deduced return types on converters).
template <template <class, class, class, class> class Format, class Matrix,
          class V = typename Matrix::non_const_value_type>
using format_for_t = Format<V, typename Matrix::non_const_ordinal_type,
                            typename Matrix::non_const_size_type, typename Matrix::device_type>;

// Tag of a conversion whose format stores values of type V (ValuePrecision).
template <class V>
struct values_as {
  using type = V;
};

// Upper bound on what a conversion may allocate; 0 means "what the memory
// space reports free right now".
struct ConversionLimits {
  std::size_t max_bytes = 0;
  // The cap left once `held` bytes are allocated, for a conversion in
  // several allocations (free memory, a cap of 0, is asked afresh anyway).
  ConversionLimits less(std::size_t held) const {
    if (max_bytes == 0) return *this;
    return {max_bytes > held ? max_bytes - held : 1};  // 1: nothing more fits
  }
};

// Bytes a conversion may still allocate under `limits`.
template <class MemorySpace>
std::size_t available_bytes(const ConversionLimits& limits) {
  return limits.max_bytes ? limits.max_bytes : compat::free_memory_bytes<MemorySpace>();
}

template <class MemorySpace>
void ensure_fits(const char* what, const std::string& shape, std::size_t bytes,
                 const ConversionLimits& limits) {
  const std::size_t available = available_bytes<MemorySpace>(limits);
  require(bytes <= available, what, ": the format needs ", bytes, " bytes (", shape,
          ") but only ", available, " bytes are available",
          limits.max_bytes ? " under the configured limit" : " in the memory space",
          "; choose another algorithm");
}

// out(i) = sum_{k<i} in(k) for i in [0, n]; returns out(n). `in` is a functor
// i -> count, so callers need not materialize the counts.
template <class ExecSpace, class OffsetView, class Count>
typename OffsetView::non_const_value_type exclusive_scan(const ExecSpace& exec, std::int64_t n,
                                                         const Count& count,
                                                         const OffsetView& out) {
  using T = typename OffsetView::non_const_value_type;
  Kokkos::parallel_scan(
      "kspmv::exclusive_scan", Kokkos::RangePolicy<ExecSpace>(exec, 0, n + 1),
      KOKKOS_LAMBDA(const std::int64_t i, T& partial, const bool final) {
        if (final) out(i) = partial;
        if (i < n) partial += T(count(i));
      });
  T total = 0;
  Kokkos::deep_copy(exec, total, Kokkos::subview(out, n));
  exec.fence();
  return total;
}

template <class Int>
KOKKOS_INLINE_FUNCTION Int round_up(Int value, Int multiple) {
  return multiple <= 1 ? value : ((value + multiple - 1) / multiple) * multiple;
}

// The row holding entry k: the r with row_map(r) <= k < row_map(r + 1), found
// by bisection so that work can be split by entries instead of rows.
template <class RowMap>
KOKKOS_INLINE_FUNCTION std::int64_t row_of_entry(const RowMap& row_map, std::int64_t num_rows,
                                                 std::int64_t k) {
  std::int64_t lo = 0, hi = num_rows;  // row_map(lo) <= k < row_map(hi)
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    if (std::int64_t(row_map(mid)) <= k) lo = mid;
    else hi = mid;
  }
  return lo;
}

// Passes over A's entries that split the work by entries, not rows: each
// stretch of entry_run_lanes · entry_run_length consecutive entries
// (core/tuning.hpp) goes to entry_run_lanes consecutive threads, lane l taking
// the stretch's entries l, l + lanes, l + 2·lanes, ... and calling f(k, r) for
// each entry k with its row r (found once by a search, then followed), so
// that a dense row is many threads' work and the lanes of a warp read
// neighbouring entries. Any thread order is correct: f sees each entry once.

// Threads to launch for nnz entries.
inline std::int64_t entry_runs(std::int64_t nnz) {
  constexpr std::int64_t stretch = entry_run_length * entry_run_lanes;
  return (nnz + stretch - 1) / stretch * entry_run_lanes;
}

template <class RowMap, class F>
KOKKOS_INLINE_FUNCTION void for_each_entry_in_run(const RowMap& row_map, std::int64_t num_rows,
                                                  std::int64_t nnz, std::int64_t t, const F& f) {
  constexpr std::int64_t lanes = entry_run_lanes, stretch = entry_run_length * lanes;
  const std::int64_t first = t / lanes * stretch;
  const std::int64_t begin = first + t % lanes;
  const std::int64_t end = first + stretch < nnz ? first + stretch : nnz;
  if (begin >= end) return;
  std::int64_t r = row_of_entry(row_map, num_rows, begin);
  for (std::int64_t k = begin; k < end; k += lanes) {
    while (std::int64_t(row_map(r + 1)) <= k) ++r;
    f(k, r);
  }
}

// The last index k in [begin, end) with keys(k) <= value, for keys sorted
// ascending with keys(begin) <= value; for distinct keys that hold `value`,
// its position.
template <class Keys>
KOKKOS_INLINE_FUNCTION std::int64_t last_at_most(const Keys& keys, std::int64_t begin,
                                                 std::int64_t end, std::int64_t value) {
  std::int64_t lo = begin, hi = end;
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    if (std::int64_t(keys(mid)) <= value) lo = mid;
    else hi = mid;
  }
  return lo;
}

// The same over [0, n).
template <class Keys>
KOKKOS_INLINE_FUNCTION std::int64_t last_at_most(const Keys& keys, std::int64_t n,
                                                 std::int64_t value) {
  return last_at_most(keys, 0, n, value);
}

}  // namespace kspmv
