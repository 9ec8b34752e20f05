#pragma once
// CSR with a vector (subwarp) of lanes per row ([ISC20] Alg. 2): each team
// thread takes one row (and, rank-2, a register tile of vectors), its lanes
// stride through the row and reduce. The lane count is the largest power of
// two <= the longest row, capped at the warp width ([ISC20] §3.2); on host
// backends it is 1.

#include "spmv/arch/direct_launch.hpp"
#include "spmv/csr_vector_lanes.hpp"
#include "spmv/kernel_common.hpp"

namespace kspmv {

// One row and tile of vectors per vector of lanes (the tiles of a row in
// neighbouring vectors). Gather (op = A): the lanes stride through the row and
// reduce; rank-2 tiles hold T vectors (RowTileGrid's, 4 doubles), so a lane
// loads an entry's column and value once for T sums and the row is read once
// a tile, not once a vector. Scatter (op = Aᵀ, by atomics; y already holds
// β·y; tiles of one vector): each lane adds every lanes-th entry of the row
// times α·x_r into y (coalesced loads).
template <class ExecSpace, class Matrix, class XView, class YView, bool Transpose>
struct CsrVectorKernel {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  static constexpr int T = !Transpose && YView::rank == 2 ? RowTileGrid<YView>::width : 1;
  typename Matrix::row_map_type row_map;
  typename Matrix::index_type entries;
  typename Matrix::values_type values;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t vectors;
  std::int64_t work;  // rows × tiles
  bool conjugate;
  int lanes;  // the vector length the kernel is launched with

  KOKKOS_INLINE_FUNCTION static std::int64_t tiles(std::int64_t vectors) {
    return (vectors + T - 1) / T;
  }

  // Member: Kokkos' team, or arch::DirectTeam for the rank-1 gather, which
  // reduces through arch::vector_sum, not a nested Kokkos policy.
  template <class Member>
  KOKKOS_INLINE_FUNCTION void operator()(const Member& team) const {
    const std::int64_t i = team_work_item(team);
    if (i >= work) return;
    std::int64_t r, tile;
    split_item(i, tiles(vectors), r, tile);
    const std::int64_t j = tile * T;  // the tile's first vector
    const auto begin = row_map(r);
    const auto len = row_map(r + 1) - begin;
    if constexpr (Transpose) {
      const S ax = alpha * at(x, r, j);
      Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, len), [&](const decltype(len) k) {
        Kokkos::atomic_add(&at(y, entries(begin + k), j),
                           S(conj_if(conjugate, S(values(begin + k))) * ax));
      });
    } else if constexpr (T == 1) {
      const int lane = arch::lane_id();
      S sum(0);
      for (auto k = decltype(len)(lane); k < len; k += lanes)
        sum += conj_if(conjugate, S(values(begin + k))) * at(x, entries(begin + k), j);
      sum = arch::vector_sum(sum, lanes);
      if (lane == 0) store_result(at(y, r, j), alpha, beta, sum);
    } else {
      const int count = vectors - j < T ? int(vectors - j) : T;
      LaneSums<S, T> sums;
      Kokkos::parallel_reduce(
          Kokkos::ThreadVectorRange(team, len),
          [&](const decltype(len) k, LaneSums<S, T>& acc) {
            const S a = conj_if(conjugate, S(values(begin + k)));
            const std::int64_t c = entries(begin + k);
#pragma unroll
            for (int t = 0; t < T; ++t)
              if (t < count) acc.v[t] += a * at(x, c, j + t);
          },
          sums);
      Kokkos::single(Kokkos::PerThread(team), [&]() {
        for (int t = 0; t < count; ++t) store_result(at(y, r, j + t), alpha, beta, sums.v[t]);
      });
    }
  }
};

// [ISC20] §3.2: subwarp = max{2^t <= longest row}, capped at the warp width.
template <class ExecSpace>
int csr_vector_length(std::int64_t max_row, int requested) {
  return csr_vector_lanes(max_row, requested, compat::warp_width<ExecSpace>());
}

template <class ExecSpace, class Matrix, class XView, class YView>
void csr_vector_apply(const ExecSpace& exec, bool conjugate, int vector_length, const Matrix& A,
                      typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y) {
  using Kernel = CsrVectorKernel<ExecSpace, Matrix, XView, YView, false>;
  const std::int64_t vectors = num_vectors(y);
  const std::int64_t work = A.numRows() * Kernel::tiles(vectors);
  if (work == 0) return;
  const Kernel kernel{A.graph.row_map, A.graph.entries, A.values, x, y, alpha, beta,
                      vectors, work, conjugate, vector_length};
  if constexpr (Kernel::T == 1)
    launch_vectors("kspmv::csr_vector", exec, work, vector_length, kernel);
  else
    Kokkos::parallel_for("kspmv::csr_vector", vector_team_policy(exec, work, vector_length),
                         kernel);
}

// y += α·Aᵀ·x (conjugated on request); y already holds β·y.
template <class ExecSpace, class Matrix, class XView, class YView>
void csr_vector_scatter_accumulate(const ExecSpace& exec, bool conjugate, int vector_length,
                                   const Matrix& A, typename YView::const_value_type alpha,
                                   const XView& x, const YView& y) {
  const std::int64_t vectors = num_vectors(y);
  const std::int64_t work = A.numRows() * vectors;
  if (work == 0) return;
  Kokkos::parallel_for(
      "kspmv::csr_vector_transpose", vector_team_policy(exec, work, vector_length),
      CsrVectorKernel<ExecSpace, Matrix, XView, YView, true>{
          A.graph.row_map, A.graph.entries, A.values, x, y, alpha,
          typename YView::non_const_value_type(0), vectors, work, conjugate, vector_length});
}

}  // namespace kspmv
