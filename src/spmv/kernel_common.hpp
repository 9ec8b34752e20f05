#pragma once
// Device pieces every kernel shares.

#include "convert/common.hpp"
#include "core/compat.hpp"
#include "core/scalar_traits.hpp"
#include "core/tuning.hpp"
#include "spmv/launch.hpp"
#include "spmv/vector_access.hpp"

namespace kspmv {

// Launch shape of the team kernels: `work` items, one per vector of `lanes`
// lanes, vector_kernel_block_threads threads per team on GPUs (one vector per
// team on host backends).
template <class ExecSpace>
auto vector_team_policy(const ExecSpace& exec, std::int64_t work, int lanes) {
  const int team_size =
      compat::is_gpu_space<ExecSpace>() ? vector_kernel_block_threads / lanes : 1;
  return light_weight(Kokkos::TeamPolicy<ExecSpace>(exec, (work + team_size - 1) / team_size,
                                                    team_size, lanes));
}

// The work item of the calling vector under vector_team_policy.
template <class Team>
KOKKOS_FORCEINLINE_FUNCTION std::int64_t team_work_item(const Team& team) {
  return std::int64_t(team.league_rank()) * team.team_size() + team.team_rank();
}

// tile += Σ_k conj?(val(slot(k)))·x(col(slot(k)), tile's vectors) over the
// slots k < width of one ELL/SELL-P row, stopping at the first padding column.
// Slots are read in blocks of padded_slots_in_flight with no branch between
// the loads of a block.
template <class Cols, class Vals, class X, class Tile, class Slot>
KOKKOS_FORCEINLINE_FUNCTION void padded_row_accumulate(
    const Cols& cols, const Vals& vals, const X& x, Tile& tile, std::int64_t width,
    bool conjugate, const Slot& slot, typename Cols::non_const_value_type padding) {
  using S = typename X::non_const_value_type;
  using O = typename Cols::non_const_value_type;
  constexpr int U = padded_slots_in_flight;
  for (std::int64_t k0 = 0; k0 < width; k0 += U) {
    O c[U];
    S v[U];
#pragma unroll
    for (int u = 0; u < U; ++u) {
      const bool inside = k0 + u < width;
      c[u] = inside ? O(cols(slot(k0 + u))) : padding;
      v[u] = inside ? S(vals(slot(k0 + u))) : S(0);
    }
#pragma unroll
    for (int u = 0; u < U; ++u)
      if (c[u] != padding) tile.add(conj_if(conjugate, v[u]), x, c[u]);
    if (c[U - 1] == padding) break;
  }
}

// The same for vector j alone.
template <class Cols, class Vals, class X, class Slot>
KOKKOS_FORCEINLINE_FUNCTION typename X::non_const_value_type padded_row_dot(
    const Cols& cols, const Vals& vals, const X& x, std::int64_t j, std::int64_t width,
    bool conjugate, const Slot& slot, typename Cols::non_const_value_type padding) {
  VectorTile<typename X::non_const_value_type, 1> sum;
  sum.first = j;
  sum.v[0] = 0;
  padded_row_accumulate(cols, vals, x, sum, width, conjugate, slot, padding);
  return sum.v[0];
}

}  // namespace kspmv
