#pragma once
// The one kernel behind ELL and SELL-P: row r owns `len` slots at
// base + k·step (k = 0 .. len-1), padding slots (column -1) only at its end.
// A RowSlots policy says where: ELL has base r, step stride, len width; SELL-P
// has base slice_sets[s]·C + r mod C, step C, len slice_lengths[s]. A policy's
// gather_min_blocks<value, vector scalar> sets the rank-1 gather's launch
// bounds (resident blocks per SM; 0: none). One thread per row (and register
// tile of vectors, RowTileGrid: the gather's sized by with_gather_tile_bytes,
// the scatter's narrow); consecutive rows read consecutive memory at each k
// (coalesced).
// Gather (op = A) stops at the row's padding block by block
// (padded_row_accumulate); scatter (op = Aᵀ) adds into y with atomics after y
// was scaled by β. The scatter needs no reduction, so when rows are few and
// long (short-and-wide matrices) G threads share each row, thread g taking
// slots g, g+G, ...: rows × G threads fill the GPU where one thread per row
// left 2000 threads walking 10⁴ slots each.

#include "spmv/arch/direct_launch.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/padded_columns.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

// Stream: the gather loads columns and values with cache-streaming loads.
template <class Layout, class Columns, class Vals, class XView, class YView, bool Transpose,
          bool Stream = false, int TileBytes = multivector_tile_bytes, bool TileLoads = false>
struct PaddedSlotsKernel {
  using S = typename YView::non_const_value_type;
  using Grid = RowTileGrid<YView, TileBytes>;
  Layout layout;
  Columns cols;  // PaddedColumns: the format's col_idx or NarrowColumns
  Vals vals;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  // Gather: over the rows. Scatter: over rows × G "rows", q = g·rows + r, so
  // consecutive threads take consecutive rows.
  Grid grid;
  std::int64_t rows;
  bool conjugate;
  std::int64_t groups = 1;  // threads per row (scatter only)

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r, g = 0;
    typename Grid::Tile tile;
    if (!grid.locate(i, r, tile)) return;
    if constexpr (Transpose) {
      g = r / rows;
      r -= g * rows;
    }
    const RowSlots row = layout(r);
    const std::int64_t base = row.base, step = row.step;
    const auto row_cols = cols.row(r, row);
    using O = typename decltype(row_cols)::ordinal_type;
    if constexpr (!Transpose) {
      padded_row_accumulate<Stream, TileLoads>(row_cols, vals, x, tile, row.len, conjugate,
                            [base, step](std::int64_t k) { return base + k * step; });
      tile.store(y, r, alpha, beta);
    } else {
      tile.load_scaled(x, r, alpha);
      for (std::int64_t k = g; k < row.len; k += groups) {
        const O c = row_cols.at(k);
        if (c == O(-1)) break;
        tile.scatter(conj_if(conjugate, S(vals(base + k * step))), y, c);
      }
    }
  }
};

// Threads per row of the scatter: enough that rows × G reaches
// padded_scatter_threads(resident threads), at most the longest row.
inline std::int64_t padded_scatter_groups(std::int64_t rows, std::int64_t max_len,
                                          std::int64_t resident_threads) {
  if (rows <= 0 || max_len <= 1) return 1;
  const std::int64_t want = padded_scatter_threads(resident_threads);
  const std::int64_t g = (want + rows - 1) / rows;
  return g < 1 ? 1 : g > max_len ? max_len : g;
}

// `max_len`: an upper bound of the slots of any row (sizes the scatter's split).
// `stream`: a rank-1 gather loads A's slots with cache-streaming loads.
template <class ExecSpace, class Layout, class Columns, class Vals, class XView, class YView>
void padded_slots_apply(const ExecSpace& exec, const char* name, bool transpose, bool conjugate,
                        bool stream,
                        std::int64_t rows, std::int64_t max_len, const Layout& layout,
                        const Columns& cols, const Vals& vals,
                        typename YView::const_value_type alpha, const XView& x,
                        typename YView::const_value_type beta, const YView& y) {
  const std::int64_t vectors = num_vectors(y);
  if (transpose) scale(exec, beta, y);
  if (rows * vectors == 0) return;
  if (!transpose) {
    const auto gather = [&](auto streams, auto tile_loads) {
      with_gather_tile_bytes<YView>(vectors, [&](auto tile_bytes) {
        using Kernel = PaddedSlotsKernel<Layout, Columns, Vals, XView, YView, false,
                                         decltype(streams)::value, decltype(tile_bytes)::value,
                                         decltype(tile_loads)::value>;
        const auto grid = Kernel::Grid::of(rows, vectors);
        constexpr int min_blocks =
            YView::rank == 1
                ? Layout::template gather_min_blocks<typename Vals::non_const_value_type,
                                                     typename YView::non_const_value_type>
                : 0;
        using Bounds = std::conditional_t<min_blocks == 0, Kokkos::LaunchBounds<>,
                                          Kokkos::LaunchBounds<padded_gather_block, min_blocks>>;
        launch_range<Bounds>(name, exec, grid.size(),
                             Kernel{layout, cols, vals, x, y, alpha, beta, grid, rows, conjugate});
      });
    };
    if constexpr (may_load_whole_tiles<YView>) {
      if (rows_hold_whole_tiles(x)) {
        gather(std::false_type{}, std::true_type{});  // rank 2: plain loads of A
        return;
      }
    }
    with_matrix_loads<YView>(stream, [&](auto streams) { gather(streams, std::false_type{}); });
  } else {
    const std::int64_t groups =
        padded_scatter_groups(rows, max_len, std::int64_t(exec.concurrency()));
    using Kernel = PaddedSlotsKernel<Layout, Columns, Vals, XView, YView, true>;
    const auto grid = Kernel::Grid::of(rows * groups, vectors);
    launch_range(name, exec, grid.size(),
                 Kernel{layout, cols, vals, x, y, alpha, beta, grid, rows, conjugate, groups});
  }
}

}  // namespace kspmv
