#pragma once
// Kernels see x and y as (row, vector) grids whatever their rank and layout:
// at(v, i, j) is v(i) for rank-1 views and v(i, j) for rank-2 views.

#include "core/tuning.hpp"
#include "spmv/arch/opaque.hpp"
#include "spmv/arch/warp.hpp"

#include <Kokkos_Core.hpp>
#include <cstdint>
#include <type_traits>

namespace kspmv {

template <class V>
KOKKOS_FORCEINLINE_FUNCTION decltype(auto) at(const V& v, std::int64_t i, std::int64_t j) {
  if constexpr (V::rank == 1) {
    (void)j;
    return v(i);
  } else {
    return v(i, j);
  }
}

// Vector j's first element: v(i, j) is column(v, j)[i·v.stride(0)] (v(i)
// for rank-1 views). A kernel that gathers one vector at many rows forms this
// once instead of i·stride(0) + j·stride(1) in 64 bits a load.
template <class V>
KOKKOS_FORCEINLINE_FUNCTION auto column(const V& v, std::int64_t j) {
  if constexpr (V::rank == 1) {
    (void)j;
    return v.data();
  } else {
    return v.data() + j * std::int64_t(v.stride(1));
  }
}
template <class V>
KOKKOS_FORCEINLINE_FUNCTION std::int64_t row_stride(const V& v) {
  if constexpr (V::rank == 1) return 1;
  else return std::int64_t(v.stride(0));
}

template <class V>
std::int64_t num_vectors(const V& v) {
  if constexpr (V::rank == 1) return 1;
  else return std::int64_t(v.extent(1));
}

// y ← α·sum + β·y, where β = 0 ignores the old y (it may hold NaN).
template <class S>
KOKKOS_FORCEINLINE_FUNCTION void store_result(S& y, const S& alpha, const S& beta, const S& sum) {
  y = beta == S(0) ? S(alpha * sum) : S(beta * y + alpha * sum);
}

// Launch shape of the flat (row, vector) kernels. Rank-1: index i is row i.
// Rank-2 (K vectors): the vectors of one row run in neighbouring threads, so
// a row's entries come from memory once for all K and from cache for the
// rest: the matrix is streamed once per apply, not K times. Each unit of 32
// consecutive threads takes 32/G rows × G vectors, G the vectors of one
// 32-byte sector (4 doubles), at most K rounded up to a power of two: x and y
// are then read in whole sectors in either layout (G consecutive rows of a
// LayoutLeft column, G consecutive vectors of a LayoutRight row). The
// ceil(K/G) units of one block of rows are adjacent. "Rows" are whatever a
// kernel gives one thread: rows, entries, slots.
template <class YView>
struct RowVectorGrid {
  static constexpr int unit = 32;
  std::int64_t rows = 0, vectors = 1, tiles = 1;
  int group = 1;  // G

  static RowVectorGrid of(std::int64_t rows, std::int64_t vectors) {
    RowVectorGrid g;
    g.rows = rows;
    g.vectors = vectors;
    if constexpr (YView::rank == 2) {
      using S = typename YView::non_const_value_type;
      const int sector = 32 / int(sizeof(S)) > 1 ? 32 / int(sizeof(S)) : 1;
      while (g.group < sector && g.group < vectors) g.group *= 2;
      g.tiles = (vectors + g.group - 1) / g.group;
    }
    return g;
  }

  // Threads to launch (some idle when G does not divide K or the rows end).
  std::int64_t size() const {
    if (rows == 0 || vectors == 0) return 0;
    if constexpr (YView::rank == 1) return rows;
    const std::int64_t per_unit = unit / group;
    return (rows + per_unit - 1) / per_unit * tiles * unit;
  }

  // Row r and vector j of thread i; false for an idle thread.
  KOKKOS_FORCEINLINE_FUNCTION bool locate(std::int64_t i, std::int64_t& r, std::int64_t& j) const {
    if constexpr (YView::rank == 1) {
      r = i;
      j = 0;
      return true;
    } else {
      const std::int64_t u = i / unit, lane = i % unit;
      r = (u / tiles) * (unit / group) + lane / group;
      j = (u % tiles) * group + lane % group;
      return r < rows && j < vectors;
    }
  }
};

// The sums (or scaled inputs) one thread keeps for vectors first .. first +
// count - 1 of one row, T at most, in registers. T = 1 for rank-1 views.
template <class S, int T>
struct VectorTile {
  std::int64_t first = 0;
  int count = 1;
  S v[T];

  // Whether a whole tile of a row-major x can come in 16-byte loads.
  static constexpr bool whole_tiles_fit = std::is_arithmetic_v<S> && T * sizeof(S) % 16 == 0;

  // v_t += a·x(c, first + t). TileLoads: x's rows hold each tile whole at a
  // 16-byte aligned address (rows_hold_whole_tiles), read in 16-byte loads:
  // T / 2 load instructions an entry for doubles instead of T. ELL and SELL-P
  // through the handle's row-major copy took 0.83-0.88x the time at K = 4 and
  // 0.66-0.80x at K = 8 on five FE files (H200, run 95 n4).
  // RowPointer: row c of the tile found once, then the tile's vectors by one
  // stepped pointer (add_stepped) instead of c·stride(0) + (first + t)·
  // stride(1) a load (~11 instructions a load in csr_scalar's SASS, run 100
  // n3). ELL and SELL-P take it (kernel_common.hpp): stepped against T
  // offsets from the row, 0.95-0.99 of the time on the FE files at K = 4,
  // cage11 1.01, 0.99-1.00 at K = 8 (H200, run 103 p1, A-B-B-A). csr_scalar
  // does not: at K = 4 the row pointer took 1.32x the time on kmnist_norm_10NN
  // x153 permuted and 1.13x on wing (run 100 n4); it finds each vector's
  // column once a thread instead (csr_scalar.hpp, run 101).
  template <bool TileLoads = false, bool RowPointer = false, class X>
  KOKKOS_FORCEINLINE_FUNCTION void add(const S& a, const X& x, std::int64_t c) {
    if constexpr (TileLoads && whole_tiles_fit) {
      if (count == T) {
        S xs[T];
        arch::load_consecutive<false, T>(&x(c, first), true, xs);
#pragma unroll
        for (int t = 0; t < T; ++t) v[t] += a * xs[t];
        return;
      }
    }
    if constexpr (RowPointer && X::rank == 2) {
      if (count == T)
        add_stepped<true>(a, &x(c, first), std::int64_t(x.stride(1)));
      else
        add_stepped<false>(a, &x(c, first), std::int64_t(x.stride(1)));
    } else {  // an else, not a return: nvcc warns of a loop it cannot reach (#128-D)
#pragma unroll
      for (int t = 0; t < T; ++t)
        if (t < count) v[t] += a * at(x, c, first + t);
    }
  }
  // v_t += a·q[t·step], q pointing at x(c, first): one pointer stepped by
  // x's vector stride and kept opaque (arch::opaque) instead of T offsets;
  // Full: a whole tile (count == T), no test a vector. DIA's rank-2 gather
  // took 0.82-0.96x the time on the stencils at K = 8 (0.89-0.95x at K = 4,
  // 0.79-0.91x in mode T) against `add`, 48 registers instead of 56 (H200,
  // run 102 n5); the same pointer in csr_scalar's gather, 2.8x on wave.
  template <bool Full, class XS>
  KOKKOS_FORCEINLINE_FUNCTION void add_stepped(const S& a, XS* q, std::int64_t step) {
#pragma unroll
    for (int t = 0; t < T; ++t) {
      if (Full || t < count) v[t] += a * q[0];
      if (t + 1 < T) {
        q += step;
        arch::opaque(q);
      }
    }
  }
  // y(r, first + t) = α·v_t + β·y(r, first + t), y not read when β = 0.
  template <class Y>
  KOKKOS_FORCEINLINE_FUNCTION void store(const Y& y, std::int64_t r, const S& alpha,
                                         const S& beta) const {
#pragma unroll
    for (int t = 0; t < T; ++t) {
      if (t >= count) continue;
      store_result(at(y, r, first + t), alpha, beta, v[t]);
    }
  }
  // v_t = α·x(r, first + t): the scatter kernels' inputs.
  template <class X>
  KOKKOS_FORCEINLINE_FUNCTION void load_scaled(const X& x, std::int64_t r, const S& alpha) {
#pragma unroll
    for (int t = 0; t < T; ++t)
      if (t < count) v[t] = alpha * at(x, r, first + t);
  }
  // y(c, first + t) += a·v_t by atomics.
  template <class Y>
  KOKKOS_FORCEINLINE_FUNCTION void scatter(const S& a, const Y& y, std::int64_t c) const {
#pragma unroll
    for (int t = 0; t < T; ++t)
      if (t < count) Kokkos::atomic_add(&at(y, c, first + t), S(a * v[t]));
  }
};

// N sums one lane of a vector keeps, added across the lanes by a vector
// reduction (Kokkos::Sum of this type: its identity follows the namespace).
template <class S, int N>
struct LaneSums {
  S v[N];
  KOKKOS_INLINE_FUNCTION LaneSums() {
    for (int i = 0; i < N; ++i) v[i] = S(0);
  }
  KOKKOS_INLINE_FUNCTION LaneSums& operator+=(const LaneSums& o) {
    for (int i = 0; i < N; ++i) v[i] += o.v[i];
    return *this;
  }
};

// Whether a launch over y may read x's tiles whole (VectorTile::add<true>):
// rank 2 and an arithmetic scalar, whose 32- and 64-byte tiles are whole
// 16-byte loads; complex tiles load element by element.
template <class YView>
inline constexpr bool may_load_whole_tiles =
    YView::rank == 2 && std::is_arithmetic_v<typename YView::non_const_value_type>;

// Whether x (rank 2) is row-major with rows starting at 16-byte boundaries
// (the handle's row-major copy at an even width): a register tile of its
// vectors, a multiple of 16 bytes, then lies whole at an aligned address.
// Kernels see every rank-2 view as LayoutStride (kernel_layout_t), so this
// is asked of the view at launch, not of its type.
template <class X>
bool rows_hold_whole_tiles(const X& x) {
  if constexpr (X::rank != 2) {
    return false;
  } else {
    using S = typename X::non_const_value_type;
    return x.extent(0) > 0 && x.extent(1) > 0 && x.stride(1) == 1 &&
           x.stride(0) * sizeof(S) % 16 == 0 &&
           reinterpret_cast<std::uintptr_t>(x.data()) % 16 == 0;
  }
}

// Launch shape of the register-tiled kernels, where one thread walks a row
// once for a tile of T vectors (T·sizeof(S) = TileBytes: multivector_tile_bytes,
// or multivector_wide_tile_bytes where with_gather_tile_bytes says). Rank-1:
// thread i is row i, T = 1. Rank-2: each 32 threads take 32 consecutive rows
// and one tile of vectors; the ceil(K / T) tiles of those rows run in
// neighbouring warps, so a row's entries come from memory once and from cache
// for the other tiles. x and y are read in whole sectors in either layout: 32
// consecutive rows of a LayoutLeft column, T consecutive vectors of a
// LayoutRight row.
template <class YView, int TileBytes = multivector_tile_bytes>
struct RowTileGrid {
  using S = typename YView::non_const_value_type;
  static constexpr int unit = 32;
  static constexpr int width =
      YView::rank == 1 || TileBytes <= int(sizeof(S)) ? 1 : TileBytes / int(sizeof(S));
  using Tile = VectorTile<S, width>;
  std::int64_t rows = 0, vectors = 1, tiles = 1;

  static RowTileGrid of(std::int64_t rows, std::int64_t vectors) {
    return {rows, vectors, (vectors + width - 1) / width};
  }

  // Threads to launch (some idle where the rows end).
  std::int64_t size() const {
    if (rows == 0 || vectors == 0) return 0;
    if constexpr (YView::rank == 1) return rows;
    return (rows + unit - 1) / unit * tiles * unit;
  }

  // Row r and the tile of thread i, its sums zeroed; false for an idle thread.
  KOKKOS_FORCEINLINE_FUNCTION bool locate(std::int64_t i, std::int64_t& r, Tile& tile) const {
#pragma unroll
    for (int t = 0; t < width; ++t) tile.v[t] = S(0);
    if constexpr (YView::rank == 1) {
      r = i;
      tile.first = 0;
      tile.count = 1;
      return true;
    } else {
      const std::int64_t u = i / unit;
      r = (u / tiles) * unit + i % unit;
      tile.first = (u % tiles) * width;
      const std::int64_t left = vectors - tile.first;
      tile.count = left < width ? int(left) : width;
      return r < rows;
    }
  }
};

// Calls launch(std::integral_constant<int, TileBytes>) with the tile size of
// a gather that reads A's entries once per tile (DIA, ELL, SELL-P): the wide
// tile where the vectors fill it, so that A is read once at K = 8 doubles
// (tuning.hpp, multivector_wide_tile_bytes), else the narrow one, which
// keeps more threads in flight where fewer vectors would leave it half empty.
// Rank-1 views have one size (a tile of 1).
template <class YView, class Launch>
void with_gather_tile_bytes(std::int64_t vectors, const Launch& launch) {
  using S = typename YView::non_const_value_type;
  if constexpr (YView::rank == 2) {
    if (vectors * std::int64_t(sizeof(S)) >= multivector_wide_tile_bytes) {
      launch(std::integral_constant<int, multivector_wide_tile_bytes>{});
      return;
    }
  }
  launch(std::integral_constant<int, multivector_tile_bytes>{});
}

// Whether `vectors` vectors fill exactly one register tile of a padded
// gather (ELL, SELL-P; with_gather_tile_bytes), which a row-major X then
// gives in 16-byte loads (VectorTile::add<true>): 4 or 8 doubles, 8 or 16
// floats. Neither a part-filled tile (6 doubles: the second half empty) nor
// two tiles (16 doubles), where the copy did not pay (TuningTable::
// padded_row_major_x_max_shifted).
template <class YView>
bool fills_one_tile(std::int64_t vectors) {
  if constexpr (!may_load_whole_tiles<YView>) {
    return false;
  } else {
    const std::int64_t bytes = vectors * std::int64_t(sizeof(typename YView::non_const_value_type));
    return bytes == multivector_tile_bytes || bytes == multivector_wide_tile_bytes;
  }
}

// Work item `item` of `vectors` × `count` items, the vectors of one item
// adjacent: the team kernels' counterpart of RowVectorGrid.
KOKKOS_FORCEINLINE_FUNCTION void split_item(std::int64_t item, std::int64_t vectors,
                                            std::int64_t& index, std::int64_t& j) {
  index = item / vectors;
  j = item % vectors;
}

// The view type kernels are instantiated for: rank-1 contiguous views as
// LayoutLeft, everything else as LayoutStride, so that LayoutLeft and
// LayoutRight multivectors share one instantiation of every kernel (half the
// device code to compile) at the cost of one multiply per access.
template <class V>
using kernel_layout_t =
    std::conditional_t<V::rank == 1 && !std::is_same_v<typename V::array_layout, Kokkos::LayoutStride>,
                       Kokkos::LayoutLeft, Kokkos::LayoutStride>;
template <class V>
using kernel_view_t = Kokkos::View<typename V::data_type, kernel_layout_t<V>, typename V::device_type>;

// x as the handle's core passes it to the plans: kernel_view_t, read-only,
// so that const and non-const x of the caller share one instantiation.
template <class XView>
using core_x_view_t =
    Kokkos::View<typename XView::const_data_type, kernel_layout_t<XView>, typename XView::device_type>;

// x as kernels read it: const and RandomAccess. Kokkos' legacy View loads
// such views through __ldg on CUDA; its mdspan-based View (4.6+, the one
// docs/GPU_BUILD.md builds) ignores the trait, so there the loads are plain
// (run 97 found no ld.global.nc in the PTX). Forcing __ldg in at() bought
// nothing on the H200: 0.990-1.006 of the time on the held-out gathers, and
// csr_scalar at K = 4 took up to 1.79 times as long (run 99,
// perf_tests/results/2026-12-04-run99), so the loads stay plain.
template <class XView>
using input_view_t =
    Kokkos::View<typename XView::const_data_type, typename XView::array_layout,
                 typename XView::device_type, Kokkos::MemoryTraits<Kokkos::RandomAccess>>;

}  // namespace kspmv

namespace Kokkos {
template <class S, int N>
struct reduction_identity<kspmv::LaneSums<S, N>> {
  KOKKOS_FORCEINLINE_FUNCTION static kspmv::LaneSums<S, N> sum() { return {}; }
};
}  // namespace Kokkos
