#pragma once
// Device pieces every kernel shares.

#include "convert/common.hpp"
#include "core/compat.hpp"
#include "core/scalar_traits.hpp"
#include "core/tuning.hpp"
#include "spmv/arch/warp.hpp"
#include "spmv/launch.hpp"
#include "spmv/vector_access.hpp"

namespace kspmv {

// Launch shape of the team kernels: `work` items, one per vector of `lanes`
// lanes, vector_kernel_block_threads threads per team on GPUs (one vector per
// team on host backends). vector_team_size: the vectors a team holds, which
// arch::launch_vectors also launches directly.
template <class ExecSpace>
int vector_team_size(int lanes) {
  return compat::is_gpu_space<ExecSpace>() ? vector_kernel_block_threads / lanes : 1;
}

template <class ExecSpace, class... Traits>
auto vector_team_policy(const ExecSpace& exec, std::int64_t work, int lanes) {
  const int team_size = vector_team_size<ExecSpace>(lanes);
  return light_weight(Kokkos::TeamPolicy<ExecSpace, Traits...>(
      exec, (work + team_size - 1) / team_size, team_size, lanes));
}

// Lanes for kernels that put a lane on each vector (merge-path walkers, the
// CSRI scatter into a row-major y): `vectors` rounded up to a power of two,
// at most a warp; 1 on host backends.
template <class ExecSpace>
int lanes_across_vectors(std::int64_t vectors) {
  if (!compat::is_gpu_space<ExecSpace>()) return 1;
  int lanes = 1;
  while (lanes < vectors && lanes < compat::warp_width<ExecSpace>()) lanes *= 2;
  return lanes;
}

// Launch bounds of the warp-level chunk kernels (CSRI, load-balanced COO):
// at least warp_chunk_min_blocks teams of vector_kernel_block_threads per
// multiprocessor on CUDA (a register cap), none elsewhere.
template <class ExecSpace>
using warp_chunk_launch_bounds =
    std::conditional_t<compat::architecture_of<ExecSpace>() == Architecture::nvidia,
                       Kokkos::LaunchBounds<vector_kernel_block_threads, warp_chunk_min_blocks>,
                       Kokkos::LaunchBounds<>>;

// Calls launch(std::true_type{}) when a rank-1 launch is to stream A's
// entries (SpmvOptions::matrix_loads), else launch(std::false_type{}): the
// kernel takes the flag as a template argument, and rank-2 launches, which
// always load plainly, compile only the plain kernel. (Run 99 streamed A in
// every rank-2 launch: 0.997-1.009 of the time, but 1.4-3.0 for csr_scalar,
// which lives on L1 hits for A; perf_tests/results/2026-12-04-run99.)
template <class YView, class Launch>
void with_matrix_loads(bool stream, const Launch& launch) {
  if constexpr (YView::rank == 1) {
    if (stream) {
      launch(std::true_type{});
      return;
    }
  }
  launch(std::false_type{});
}

// The work item of the calling vector under vector_team_policy.
template <class Team>
KOKKOS_FORCEINLINE_FUNCTION std::int64_t team_work_item(const Team& team) {
  return std::int64_t(team.league_rank()) * team.team_size() + team.team_rank();
}

// A row's columns read straight from a column array at slot(k) (the ELL part
// of EVC-HYB); the padded formats' reader is RowColumns (spmv/padded_columns.hpp).
// load() fills c[0..U) with the columns of slots k0 .. k0+U-1, -1 past `len`.
template <class Cols, class Slot>
struct SlotRowColumns {
  using ordinal_type = typename Cols::non_const_value_type;
  const Cols& cols;
  const Slot& slot;
  template <int U, bool Stream = false>
  KOKKOS_FORCEINLINE_FUNCTION void load(std::int64_t k0, std::int64_t len,
                                        ordinal_type (&c)[U]) const {
#pragma unroll
    for (int u = 0; u < U; ++u)
      c[u] = k0 + u < len ? ordinal_type(arch::read<Stream>(&cols(slot(k0 + u)))) : ordinal_type(-1);
  }
};

// tile += Σ_k conj?(val(slot(k)))·x(col k, tile's vectors) over the slots
// k < width of one ELL/SELL-P row, stopping at the first padding column (-1);
// `cols` reads the row's columns (load(), as SlotRowColumns). Slots are read
// in blocks of padded_slots_in_flight_for<its value type> with no branch
// between the loads of a block; with Stream, columns and values by
// cache-streaming loads (arch::read).
template <bool Stream = false, bool TileLoads = false, class RowCols, class Vals, class X, class Tile,
          class Slot>
KOKKOS_FORCEINLINE_FUNCTION void padded_row_accumulate(const RowCols& cols, const Vals& vals,
                                                       const X& x, Tile& tile, std::int64_t width,
                                                       bool conjugate, const Slot& slot) {
  using S = typename X::non_const_value_type;
  using O = typename RowCols::ordinal_type;
  using V = typename Vals::non_const_value_type;
  constexpr int U = padded_slots_in_flight_for<V>;
  for (std::int64_t k0 = 0; k0 < width; k0 += U) {
    O c[U];
    // As stored, converted at the multiply: converted at the load, ELL and
    // SELL-P with single values took 1.13-1.22x this time on five FE files
    // (wing: 1.00; H200, run 92 n1) at nearly the same 48-54 registers.
    V v[U];
    cols.template load<U, Stream>(k0, width, c);
#pragma unroll
    for (int u = 0; u < U; ++u)
      v[u] = k0 + u < width ? arch::read<Stream>(&vals(slot(k0 + u))) : V(0);
#pragma unroll
    for (int u = 0; u < U; ++u)
      if (c[u] != O(-1)) tile.template add<TileLoads, true>(conj_if(conjugate, S(v[u])), x, c[u]);
    if (c[U - 1] == O(-1)) break;
  }
}

// The same for vector j alone, columns from a column array at slot(k).
template <class Cols, class Vals, class X, class Slot>
KOKKOS_FORCEINLINE_FUNCTION typename X::non_const_value_type padded_row_dot(
    const Cols& cols, const Vals& vals, const X& x, std::int64_t j, std::int64_t width,
    bool conjugate, const Slot& slot) {
  VectorTile<typename X::non_const_value_type, 1> sum;
  sum.first = j;
  sum.v[0] = 0;
  padded_row_accumulate(SlotRowColumns<Cols, Slot>{cols, slot}, vals, x, sum, width, conjugate, slot);
  return sum.v[0];
}

}  // namespace kspmv
