#pragma once
// Rank-2 op = A of csr_vector where a row takes a whole warp: a warp per
// (row, tile of T vectors), every lane holding T sums. Lane l walks entries
// l, l + W, ... of the row and loads each entry's column and value once for
// the T vectors; the warp then joins its W·T partials by a reduce-scatter
// (arch::reduce_scatter: 9 shuffles for 8 doubles over 32 lanes), after which
// T lanes, one a vector, store y side by side. The portable
// kernel (spmv/csr_vector.hpp) joins each of its 4 sums by Kokkos' vector
// reduction (five shuffles a sum) and reads a row once per 4 vectors.
// T·sizeof(S) is multivector_wide_tile_bytes where K fills it, else
// multivector_tile_bytes (with_gather_tile_bytes); csr_load_balance's warp
// rows take the wide one wherever K outgrows the narrow one and
// multivector_small_tile_bytes where K fits in that (with_fewest_tiles). On
// host backends W = 1:
// the one lane walks the row with all T sums, which is also what the portable
// kernel does there.

#include "spmv/arch/warp.hpp"
#include "spmv/kernel_common.hpp"

#include <algorithm>
#include <cstdint>
#include <type_traits>

namespace kspmv {

// Vectors of S in the wide tile (multivector_wide_tile_bytes): what one
// launch of csr_load_balance's warp rows serves (8 doubles); wider applies
// take a launch per this many.
template <class S>
inline constexpr int warp_rows_launch_vectors = multivector_wide_tile_bytes / int(sizeof(S));

// Whether the wide tile of S holds at most 8 values: the build that runs
// under a 64-register bound and that csr_load_balance's warp rows feed with
// X as given (run 79, measured in double). Floats' 16 values keep neither:
// 16 column-major gathers a lane took 1.55x the time of the row-major copy's
// four 16-byte loads (run 79 c7).
template <class S>
inline constexpr bool wide_tile_of_few_values = warp_rows_launch_vectors<S> <= 8;

// Walking (one tile covers K): `warps` warps walk the rows, warp w taking
// rows w, w + warps, ..., each loading the next row's bounds before this
// row's entries, which takes one of the three dependent loads (bounds,
// entry, X) off the chain a warp waits on (warp_rows_walkers_per_warp).
// Otherwise a warp takes one (row, tile) item.
template <class ExecSpace, class Matrix, class XView, class YView, int TileBytes, bool TileLoads,
          bool Walking>
struct CsrVectorTilesKernel {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Offset = typename Matrix::row_map_type::non_const_value_type;
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  static constexpr int T = RowTileGrid<YView, TileBytes>::width;
  typename Matrix::row_map_type row_map;
  typename Matrix::index_type entries;
  typename Matrix::values_type values;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t vectors, tiles;
  std::int64_t warps;  // launched: one a (row, tile) item, or Walking's walkers
  std::int64_t rows;
  bool conjugate;

  // y(r, j .. j + count) from the row's entries begin .. end.
  KOKKOS_FORCEINLINE_FUNCTION void row(std::int64_t r, std::int64_t j, int count, Offset begin,
                                       Offset end) const {
    S sums[T];
#pragma unroll
    for (int t = 0; t < T; ++t) sums[t] = S(0);
    // Rows of X read as a whole tile of T values: every row where the tile is
    // full; where it is not (K below T, the handle's row-major copy of floats
    // at K = 4), every row but the last, whose tile may end past X's memory.
    // The values past count feed sums that are never stored. Floats at K = 4
    // took 1.11-1.15x the doubles' time with a load a value (run 83 n3).
    const std::int64_t whole_rows = !TileLoads            ? 0
                                    : count == T          ? std::int64_t(x.extent(0))
                                    : x.stride(0) >= T    ? std::int64_t(x.extent(0)) - 1
                                                          : 0;
#pragma unroll 2
    for (auto k = begin + arch::lane_id(); k < end; k += W) {
      const S a = conj_if(conjugate, S(values(k)));
      const std::int64_t c = entries(k);
      if (TileLoads && c < whole_rows) {  // folded away where X is as given
        S xs[T];
        arch::load_consecutive(x.data() + c * x.stride(0) + j, true, xs);
#pragma unroll
        for (int t = 0; t < T; ++t) sums[t] += a * xs[t];
      } else {
#pragma unroll
        for (int t = 0; t < T; ++t)
          if (t < count) sums[t] += a * at(x, c, j + t);
      }
    }
    const int first = arch::reduce_scatter<W, T>(sums);
    constexpr int spread = W < T ? W : T;
    if (arch::lane_id() % (W / spread) != 0) return;  // lanes holding copies of the same sums
#pragma unroll
    for (int i = 0; i < T / spread; ++i)
      if (first + i < count) store_result(at(y, r, j + first + i), alpha, beta, sums[i]);
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    if constexpr (Walking) {
      std::int64_t r = team_work_item(team);
      if (r >= rows) return;  // the whole warp leaves together
      const int count = vectors < T ? int(vectors) : T;
      Offset begin = row_map(r), end = row_map(r + 1);
      while (true) {
        const std::int64_t next = r + warps;
        const bool more = next < rows;
        const Offset next_begin = more ? row_map(next) : end;
        const Offset next_end = more ? row_map(next + 1) : end;
        row(r, 0, count, begin, end);
        if (!more) return;
        r = next;
        begin = next_begin;
        end = next_end;
      }
    } else {
      const std::int64_t item = team_work_item(team);
      if (item >= warps) return;  // the whole warp leaves together
      std::int64_t r, tile;
      split_item(item, tiles, r, tile);  // a row's tiles in neighbouring warps
      const std::int64_t j = tile * T;
      const int count = vectors - j < T ? int(vectors - j) : T;
      row(r, j, count, row_map(r), row_map(r + 1));
    }
  }
};

// Calls launch with the tile of K vectors that needs the fewest tiles a row
// and the fewest values past K: the small one where K fits in it
// (multivector_small_tile_bytes), the wide one wherever K outgrows the narrow
// one, for the scalars whose wide tile runs bounded (wide_tile_of_few_values);
// else as with_gather_tile_bytes.
// K = 5-7 doubles in one walking tile took 0.61-0.68 of the time of two
// narrow tiles, one item a warp, and K = 13 (8 + 5) 0.76-0.80; K = 8 1.00
// (run 81 c9, warp rows: mbeacxc, beaflw, bundle1 x30). Complex doubles at
// K = 3 go the same way, not timed.
template <class YView, class Launch>
void with_fewest_tiles(std::int64_t vectors, const Launch& launch) {
  using S = typename YView::non_const_value_type;
  if constexpr (YView::rank == 2) {
    if (vectors * std::int64_t(sizeof(S)) <= multivector_small_tile_bytes) {
      launch(std::integral_constant<int, multivector_small_tile_bytes>{});
      return;
    }
  }
  if constexpr (YView::rank == 2 && wide_tile_of_few_values<S>) {
    if (vectors * std::int64_t(sizeof(S)) > multivector_tile_bytes) {
      launch(std::integral_constant<int, multivector_wide_tile_bytes>{});
      return;
    }
  }
  with_gather_tile_bytes<YView>(vectors, launch);
}

// y = α·op(A)·x + β·y for rank-2 x and y, op = A or conj(A): csr_vector's
// rank-2 gather with a warp per row (the plan takes it where its vector
// length is the warp width). fewest_tiles: the tile by with_fewest_tiles
// (csr_load_balance's warp rows), else by with_gather_tile_bytes (csr_vector,
// not measured the other way).
template <class ExecSpace, class Matrix, class XView, class YView>
void csr_vector_tiles_apply(const ExecSpace& exec, bool conjugate, const Matrix& A,
                            typename YView::const_value_type alpha, const XView& x,
                            typename YView::const_value_type beta, const YView& y,
                            bool fewest_tiles = false) {
  static_assert(YView::rank == 2, "csr_vector_tiles_apply: rank-2 x and y");
  using S = typename YView::non_const_value_type;
  constexpr int W = compat::static_warp_width<ExecSpace>();
  const std::int64_t vectors = num_vectors(y);
  // A row's T values of X side by side, 16-byte aligned (LayoutRight X, the
  // handle's row-major copy): whole tiles by 16-byte loads, two 32-byte
  // sectors an entry for 8 doubles where a column-major X takes 8. A kernel
  // of its own: the branch for them cost the column-major gathers 12% at
  // K = 4 (run 78, mbeacxc and bundle1).
  const bool tile_loads = x.stride(1) == 1 && x.stride(0) * sizeof(S) % 16 == 0 &&
                          reinterpret_cast<std::uintptr_t>(x.data()) % 16 == 0;
  const auto body = [&](auto tile_bytes) {
    auto launch = [&](auto tile_loads_tag) {
      constexpr int tile_width = RowTileGrid<YView, decltype(tile_bytes)::value>::width;
      const std::int64_t tiles = (vectors + tile_width - 1) / tile_width;
      const std::int64_t rows = A.numRows();
      if (rows == 0 || vectors == 0) return;
      // The wide tile of 8 doubles at most 64 registers (four teams a
      // multiprocessor on NVIDIA): at 66 it held three, 21 warps an SM,
      // waiting on each row's chain of loads (long scoreboard 71% of the
      // stalls; ncu, run 79 c4); bounded, 0.68-0.90 of the time at K = 8
      // (c5). The narrow tile lost 5-24% under the same bound, so stays free.
      constexpr bool wide =
          decltype(tile_bytes)::value == multivector_wide_tile_bytes && wide_tile_of_few_values<S>;
      using Bounds =
          std::conditional_t<wide, warp_chunk_launch_bounds<ExecSpace>, Kokkos::LaunchBounds<>>;
      auto run = [&](auto walking_tag, std::int64_t warps) {
        using Kernel = CsrVectorTilesKernel<ExecSpace, Matrix, XView, YView,
                                            decltype(tile_bytes)::value,
                                            decltype(tile_loads_tag)::value,
                                            decltype(walking_tag)::value>;
        Kokkos::parallel_for("kspmv::csr_vector_tiles",
                             vector_team_policy<ExecSpace, Bounds>(exec, warps, W),
                             Kernel{A.graph.row_map, A.graph.entries, A.values, x, y, alpha, beta,
                                    vectors, tiles, warps, rows, conjugate});
      };
      if (tiles == 1)
        run(std::true_type{},
            std::min<std::int64_t>(rows, std::int64_t(exec.concurrency()) / W *
                                             warp_rows_walkers_per_warp));
      else
        run(std::false_type{}, rows * tiles);
    };
    if (tile_loads) launch(std::true_type{});
    else launch(std::false_type{});
  };
  if (fewest_tiles) with_fewest_tiles<YView>(vectors, body);
  else with_gather_tile_bytes<YView>(vectors, body);
}

}  // namespace kspmv
