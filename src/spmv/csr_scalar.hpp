#pragma once
// CSR with one thread per row ([HPEC16] "naive" SpMV) and its transpose by
// atomics: thread r scatters α·a_rc·x_r into y_c, so Aᵀ is never built.
// The functors take raw CSR arrays so that the CSC algorithm reuses them on
// the arrays of Aᵀ. Rank-2: a thread walks its row once for a register tile of
// vectors (RowTileGrid). Its loads of A revisit each sector for the row's next
// entries, so it depends on L1: run 99 (perf_tests/results/2026-12-04-run99)
// found it 1.3-3x slower when A's loads stream or X's go the read-only path,
// and aligned 16-byte runs of entries 0.69-0.84 on long ordered rows but
// 1.05-1.16 on short ones, where automatic picks it: kept element by element.
// Rank 1 (run 106, perf_tests/results/2026-12-04-run106): launched under
// LaunchBounds<128, 1> the gather takes 78 registers instead of 32 and 0.46-
// 0.89 of the time on long or uneven rows, but 1.03-1.43 on short ones
// (circuit204, the 5- and 7-point stencils), and automatic never runs it at
// rank 1; unrolled by hand 4 entries at a time (the same sums) it took 1.05-
// 1.26 on long rows, 0.94-0.95 on short ones. Neither is taken.

#include "spmv/arch/direct_launch.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

// TileLoads: x's rows hold whole tiles (rows_hold_whole_tiles).
template <class RowMap, class Entries, class Values, class XView, class YView,
          bool TileLoads = false>
struct CsrScalarGather {
  using S = typename YView::non_const_value_type;
  RowMap row_map;
  Entries entries;
  Values values;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  RowTileGrid<YView> grid;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r;
    typename RowTileGrid<YView>::Tile sums;
    if (!grid.locate(i, r, sums)) return;
    if constexpr (XView::rank == 2 && !TileLoads) {
      // Each vector's column of X found once a thread, a gather one offset
      // from it (x(c, j) costs ~11 instructions an address otherwise, run
      // 100's ncu). Run 101 (perf_tests/results/2026-12-04-run101), A-B-B-A:
      // K = 4 0.92-0.97 of the time on bcsstk33, wave, kmnist in row order,
      // 1.00 on wing, ca-CondMat, kmnist permuted; K = 8 1.00 but bcsstk33
      // 0.97 and wave 1.01 (62 registers against 58).
      constexpr int T = int(sizeof(sums.v) / sizeof(sums.v[0]));
      const typename input_view_t<XView>::const_value_type* cols[T];
#pragma unroll
      for (int t = 0; t < T; ++t) cols[t] = column(x, sums.first + (t < sums.count ? t : 0));
      const std::int64_t stride = row_stride(x);
      for (auto k = row_map(r); k < row_map(r + 1); ++k) {
        const S a = conj_if(conjugate, S(values(k)));
        const std::int64_t c = std::int64_t(entries(k)) * stride;
#pragma unroll
        for (int t = 0; t < T; ++t)
          if (t < sums.count) sums.v[t] += a * cols[t][c];
      }
    } else {
      for (auto k = row_map(r); k < row_map(r + 1); ++k)
        sums.template add<TileLoads>(conj_if(conjugate, S(values(k))), x, entries(k));
    }
    sums.store(y, r, alpha, beta);
  }
};

template <class RowMap, class Entries, class Values, class XView, class YView>
struct CsrScalarScatter {
  using S = typename YView::non_const_value_type;
  RowMap row_map;
  Entries entries;
  Values values;
  input_view_t<XView> x;
  YView y;
  S alpha;
  RowTileGrid<YView> grid;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t r;
    typename RowTileGrid<YView>::Tile ax;
    if (!grid.locate(i, r, ax)) return;
    ax.load_scaled(x, r, alpha);
    for (auto k = row_map(r); k < row_map(r + 1); ++k)
      ax.scatter(conj_if(conjugate, S(values(k))), y, entries(k));
  }
};

// y = α·op(M)·x + β·y for M given by CSR arrays with `rows` rows; op = M when
// !transpose, Mᵀ otherwise (conjugated on request).
template <class ExecSpace, class RowMap, class Entries, class Values, class XView, class YView>
void csr_scalar_apply(const ExecSpace& exec, bool transpose, bool conjugate, std::int64_t rows,
                      const RowMap& row_map, const Entries& entries, const Values& values,
                      typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y) {
  const auto grid = RowTileGrid<YView>::of(rows, num_vectors(y));
  const std::int64_t work = grid.size();
  if (!transpose) {
    if (work == 0) return;
    const auto gather = [&](auto tile_loads) {
      launch_range("kspmv::csr_scalar", exec, work,
                   CsrScalarGather<RowMap, Entries, Values, XView, YView,
                                   decltype(tile_loads)::value>{row_map, entries, values, x, y,
                                                                alpha, beta, grid, conjugate});
    };
    if constexpr (may_load_whole_tiles<YView>) {
      if (rows_hold_whole_tiles(x)) {
        gather(std::true_type{});
        return;
      }
    }
    gather(std::false_type{});
  } else {
    scale(exec, beta, y);
    if (work == 0) return;
    launch_range(
        "kspmv::csr_scalar_transpose", exec, work,
        CsrScalarScatter<RowMap, Entries, Values, XView, YView>{row_map, entries, values, x, y,
                                                                alpha, grid, conjugate});
  }
}

// The same on a CrsMatrix's own arrays (op = A, or Aᵀ by atomics).
template <class ExecSpace, class Matrix, class XView, class YView>
void csr_scalar_apply(const ExecSpace& exec, bool transpose, bool conjugate, const Matrix& A,
                      typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y) {
  csr_scalar_apply(exec, transpose, conjugate, A.numRows(), A.graph.row_map, A.graph.entries,
                   A.values, alpha, x, beta, y);
}

}  // namespace kspmv
