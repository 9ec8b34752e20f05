#pragma once
// DIA SpMV: one thread per output row (and register tile of vectors,
// RowTileGrid, its size by with_gather_tile_bytes), no atomics in any mode.
// op = A: y_r = Σ_d a(d, r)·x_{r + off_d}. op = Aᵀ is DIA too, with the
// diagonals negated: y_c = Σ_d a(d, c − off_d)·x_{c − off_d}, a gather that
// reads each diagonal shifted, still contiguous across a warp. The offsets
// are the same for every thread (one broadcast load per diagonal). Stream:
// rank-1 launches read the values, each used once, with cache-streaming loads
// (arch::read; SpmvOptions::matrix_loads), so that the cache keeps x, which a
// row reads once per diagonal. Rank 2: a thread's tile of vectors through one
// stepped pointer (gather_tile). Ranged: a thread reads only the diagonals of
// its tile's live range (DiaMatrix::live_rows, live_cols for Aᵀ), the same
// for a whole warp; the others are padding there. Rows: a rank-1 thread
// takes Rows rows, Lanes (a warp's width) apart, so a warp takes Lanes·Rows
// consecutive rows and each of its loads of a diagonal stays coalesced
// (dia_rows_per_thread); kernels with live ranges keep one row a thread.

#include "formats/dia.hpp"
#include "spmv/arch/direct_launch.hpp"
#include "spmv/kernel_common.hpp"

#include <type_traits>

namespace kspmv {

template <class Dia, class XView, class YView, bool Transpose, bool Stream, bool Ranged,
          int TileBytes, int Rows = 1, int Lanes = 1>
struct DiaKernel {
  static_assert(Rows == 1 || (YView::rank == 1 && !Ranged), "rows a thread: rank-1, no ranges");
  using Grid = RowTileGrid<YView, TileBytes>;
  using S = typename YView::non_const_value_type;
  using D = typename Dia::device_type;
  Kokkos::View<const std::int64_t*, D> offsets;
  Kokkos::View<const typename Dia::scalar_type*, D> vals;
  Kokkos::View<const std::int32_t*, D> live;  // ranges of the output's tiles, if Ranged
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  Grid grid;  // over the output rows
  std::int64_t rows, cols, stride, diagonals;
  bool conjugate;

  // Threads to launch: the grid's, or a warp's Lanes threads for Lanes·Rows rows.
  static std::int64_t threads(const Grid& grid) {
    if constexpr (Rows == 1) return grid.size();
    const std::int64_t per_warp = std::int64_t(Lanes) * Rows;
    return (grid.rows + per_warp - 1) / per_warp * Lanes;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    if constexpr (Rows == 1)
      one_row(i);
    else
      rows_of(i);
  }

  KOKKOS_FORCEINLINE_FUNCTION void rows_of(const std::int64_t i) const {
    const std::int64_t out_rows = grid.rows;
    const std::int64_t base = (i / Lanes) * (std::int64_t(Lanes) * Rows) + i % Lanes;
    if (base >= out_rows) return;
    S sums[Rows];
#pragma unroll
    for (int j = 0; j < Rows; ++j) sums[j] = S(0);
    for (std::int64_t d = 0; d < diagonals; ++d) {
      const std::int64_t off = offsets(d);
#pragma unroll
      for (int j = 0; j < Rows; ++j) {
        const std::int64_t r = base + std::int64_t(j) * Lanes;
        if constexpr (!Transpose) {
          const std::int64_t c = r + off;
          if (r < out_rows && c >= 0 && c < cols)
            sums[j] += conj_if(conjugate, S(value(d * stride + r))) * x(c);
        } else {
          const std::int64_t q = r - off;
          if (r < out_rows && q >= 0 && q < rows)
            sums[j] += conj_if(conjugate, S(value(d * stride + q))) * x(q);
        }
      }
    }
#pragma unroll
    for (int j = 0; j < Rows; ++j) {
      const std::int64_t r = base + std::int64_t(j) * Lanes;
      if (r < out_rows) store_result(y(r), alpha, beta, sums[j]);
    }
  }

  KOKKOS_FORCEINLINE_FUNCTION void one_row(const std::int64_t i) const {
    std::int64_t r;
    typename Grid::Tile sums;
    if (!grid.locate(i, r, sums)) return;
    std::int64_t first = 0, end = diagonals;
    if constexpr (Ranged) {
      first = live(r / dia_live_tile * 2);
      end = live(r / dia_live_tile * 2 + 1);
    }
    if constexpr (XView::rank == 2) {
      if (sums.count == Grid::width)
        gather_tile<true>(r, first, end, sums);
      else
        gather_tile<false>(r, first, end, sums);
    } else {
      for (std::int64_t d = first; d < end; ++d) {
        const std::int64_t off = offsets(d);
        if constexpr (!Transpose) {
          const std::int64_t c = r + off;
          if (c >= 0 && c < cols) sums.add(conj_if(conjugate, S(value(d * stride + r))), x, c);
        } else {
          const std::int64_t q = r - off;  // A's row holding column r on diagonal d
          if (q >= 0 && q < rows) sums.add(conj_if(conjugate, S(value(d * stride + q))), x, q);
        }
      }
    }
    sums.store(y, r, alpha, beta);
  }

  // Rank 2: each diagonal's x row found once, the tile's vectors reached by
  // one stepped pointer (VectorTile::add_stepped). Full: a whole tile.
  template <bool Full>
  KOKKOS_FORCEINLINE_FUNCTION void gather_tile(std::int64_t r, std::int64_t first,
                                               std::int64_t end, typename Grid::Tile& sums) const {
    const std::int64_t row_step = x.stride(0), vector_step = x.stride(1);
    const auto* tile_x = x.data() + sums.first * vector_step;
    const std::int64_t x_rows = Transpose ? rows : cols;
    for (std::int64_t d = first; d < end; ++d) {
      // x's row; for Aᵀ also A's row holding column r on diagonal d
      const std::int64_t c = Transpose ? r - offsets(d) : r + offsets(d);
      if (c < 0 || c >= x_rows) continue;
      const S a = conj_if(conjugate, S(value(d * stride + (Transpose ? c : r))));
      sums.template add_stepped<Full>(a, tile_x + c * row_step, vector_step);
    }
  }

  KOKKOS_FORCEINLINE_FUNCTION typename Dia::scalar_type value(std::int64_t k) const {
    return arch::read<Stream>(&vals(k));
  }
};

// `stream`: rank-1 launches load the values with cache-streaming loads.
template <class ExecSpace, class Dia, class XView, class YView>
void dia_apply(const ExecSpace& exec, bool transpose, bool conjugate, bool stream, const Dia& dia,
               typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  const std::int64_t rows = dia.num_rows, cols = dia.num_cols;
  const std::int64_t out_rows = transpose ? cols : rows;
  const std::int64_t vectors = num_vectors(y);
  if (out_rows * vectors == 0) return;
  const auto live = transpose ? dia.live_cols : dia.live_rows;
  const auto launch = [&](auto transpose_tag, const char* name) {
    with_matrix_loads<YView>(stream, [&](auto streams) {
      with_gather_tile_bytes<YView>(vectors, [&](auto tile_bytes) {
        const auto run = [&](auto ranged) {
          constexpr int rows_each =
              YView::rank == 1 && !decltype(ranged)::value ? dia_rows_per_thread : 1;
          using Kernel = DiaKernel<Dia, XView, YView, decltype(transpose_tag)::value,
                                   decltype(streams)::value, decltype(ranged)::value,
                                   decltype(tile_bytes)::value, rows_each,
                                   compat::static_warp_width<ExecSpace>()>;
          const auto grid = Kernel::Grid::of(out_rows, vectors);
          // Wide tiles: the registers a bound frees keep more of a row's loads in
          // flight (tuning.hpp, dia_wide_tile_block_threads).
          constexpr bool bounded =
              YView::rank == 2 && decltype(tile_bytes)::value == multivector_wide_tile_bytes &&
              compat::architecture_of<ExecSpace>() == Architecture::nvidia;
          using Bounds = std::conditional_t<
              bounded, Kokkos::LaunchBounds<dia_wide_tile_block_threads, 1>, Kokkos::LaunchBounds<>>;
          launch_range<Bounds>(
              name, exec, Kernel::threads(grid),
              Kernel{dia.offsets, dia.values, live, x, y, alpha, beta, grid, rows, cols,
                     std::int64_t(dia.stride), dia.diagonals(), conjugate});
        };
        if (live.extent(0) > 0)
          run(std::true_type{});
        else
          run(std::false_type{});
      });
    });
  };
  if (transpose)
    launch(std::true_type{}, "kspmv::dia_transpose");
  else
    launch(std::false_type{}, "kspmv::dia");
}

}  // namespace kspmv
