#pragma once
// Sorts each segment data(offsets(s) .. offsets(s + 1)) ascending, on the
// device: short segments by one thread each (heapsort: O(L log L), so a dense
// segment is not quadratic), segments longer than csc_team_sort_min_column by
// a team each (R-MAT's 62k-entry columns took 120 ms in one thread on the
// H200). The CSC (convert/transpose.hpp) orders its columns with it, the BSR
// conversion (convert/block_pattern.hpp) A's unsorted rows.

#include "convert/common.hpp"
#include "core/tuning.hpp"

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

template <class ExecSpace, class Offsets, class Data>
void sort_segments(const ExecSpace& exec, const Offsets& offsets, std::int64_t segments,
                   const Data& data) {
  using Device = typename Data::device_type;
  const std::int64_t team_min = csc_team_sort_min_column;
  auto is_long = KOKKOS_LAMBDA(const std::int64_t s) {
    return std::int64_t(offsets(s + 1) - offsets(s)) > team_min;
  };
  Kokkos::parallel_for(
      "kspmv::sort_segments", Kokkos::RangePolicy<ExecSpace>(exec, 0, segments),
      KOKKOS_LAMBDA(const std::int64_t s) {
        if (!is_long(s)) detail::heapsort_range(data, offsets(s), offsets(s + 1));
      });
  Kokkos::View<std::int64_t*, Device> long_slot(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sort_segments_long_slot"),
      std::size_t(segments + 1));
  const std::int64_t num_long = exclusive_scan(
      exec, segments, KOKKOS_LAMBDA(const std::int64_t s) { return is_long(s) ? 1 : 0; },
      long_slot);
  if (num_long == 0) return;
  Kokkos::View<std::int64_t*, Device> long_segments(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::sort_segments_long"),
      std::size_t(num_long));
  Kokkos::parallel_for(
      "kspmv::sort_segments_list_long", Kokkos::RangePolicy<ExecSpace>(exec, 0, segments),
      KOKKOS_LAMBDA(const std::int64_t s) {
        if (is_long(s)) long_segments(long_slot(s)) = s;
      });
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  const int team_size = compat::is_gpu_space<ExecSpace>() ? csc_team_sort_threads : 1;
  Kokkos::parallel_for(
      "kspmv::sort_segments_long", Kokkos::TeamPolicy<ExecSpace>(exec, num_long, team_size),
      KOKKOS_LAMBDA(const Team& team) {
        const std::int64_t s = long_segments(team.league_rank());
        compat::team_sort(team, Kokkos::subview(data, Kokkos::make_pair(offsets(s), offsets(s + 1))));
      });
}

}  // namespace kspmv
