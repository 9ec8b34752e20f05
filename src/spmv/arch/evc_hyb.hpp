#pragma once
// EVC-HYB SpMV ([EVC] Alg. 1, Listings 1-2): one launch serves both parts.
// Team t reads its group's shape from its own entry of a table built at
// setup (the paper's gbmark search, done once);
//   ELL group (Listing 1): thread i of the group walks rows_per_thread rows,
//     consecutive threads on consecutive rows, slot k of each at stride rows;
//   vCSR group (Listing 2): TPR lanes per row stride through it and reduce.
//     TPR <= W: the row's lanes are a slice of one warp (shuffles); TPR > W:
//     TPR / W warps per row, combined in team scratch (one barrier).
// op = A writes y at A's row (row_of(p)), or at the sorted position p in the
// permuted-y mode; op = Aᵀ reads x there and scatters into y by atomics
// after y was scaled by β. On host backends W = 1 and teams have one thread,
// so every row is one thread's: the same code is the portable fallback.

#include "formats/evc_hyb.hpp"
#include "spmv/arch/warp.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

template <class ExecSpace, class Evc, class XView, class YView, bool Transpose>
struct EvcHybKernel {
  static constexpr int W = compat::static_warp_width<ExecSpace>();
  using S = typename YView::non_const_value_type;
  using O = typename Evc::ordinal_type;
  using D = typename Evc::device_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Groups = Kokkos::View<const EvcHybGroup*, D>;
  using Scratch = Kokkos::View<S*, typename ExecSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;

  Groups team_groups;
  Kokkos::View<const O*, D> row_of, ell_cols, csr_cols, csr_len;
  Kokkos::View<const typename Evc::scalar_type*, D> ell_vals, csr_vals;
  Kokkos::View<const typename Evc::offset_type*, D> csr_ptr;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t vectors, ell_rows;
  int team_threads;
  bool conjugate, permuted;

  static std::size_t scratch_bytes(int team_threads) {
    return Scratch::shmem_size(std::size_t(team_threads / W));
  }

  // Where row p of the sorted order lives in y (op = A) or x (op = Aᵀ).
  KOKKOS_FORCEINLINE_FUNCTION std::int64_t outer(std::int64_t p) const {
    return permuted ? p : std::int64_t(row_of(p));
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    std::int64_t t = team.league_rank(), j = 0;
    if constexpr (YView::rank == 2)  // a group's vectors in neighbouring teams
      split_item(team.league_rank(), vectors, t, j);
    const EvcHybGroup g = team_groups(t);
    const std::int64_t tt = t - g.first_team;
    if (g.is_ell()) ell_rows_of(g, tt, team.team_rank() * W + arch::lane_id(), j);
    else if (g.lanes <= W) csr_rows_in_warp(g, tt, team.team_rank(), j);
    else csr_rows_across_warps(team, g, tt, j);
  }

  // Listing 1: thread `thread` of team tt takes rows tt·T·R + k·T + thread, k < R.
  KOKKOS_INLINE_FUNCTION void ell_rows_of(const EvcHybGroup& g, std::int64_t tt, int thread,
                                          std::int64_t j) const {
    const std::int64_t T = team_threads;
    for (int k = 0; k < g.rows_per_thread; ++k) {
      const std::int64_t i = (tt * g.rows_per_thread + k) * T + thread;
      if (i >= g.rows) return;
      const std::int64_t p = g.first_row + i, base = g.slots + i, step = g.rows;
      if constexpr (!Transpose) {
        const S sum = padded_row_dot(ell_cols, ell_vals, x, j, g.width, conjugate,
                                     [base, step](std::int64_t s) { return base + s * step; });
        store_result(at(y, outer(p), j), alpha, beta, sum);
      } else {
        const S ax = alpha * at(x, outer(p), j);
        for (std::int64_t s = 0; s < g.width; ++s) {
          const O c = ell_cols(base + s * step);
          if (c == O(-1)) break;
          Kokkos::atomic_add(&at(y, c, j), S(conj_if(conjugate, S(ell_vals(base + s * step))) * ax));
        }
      }
    }
  }

  // Partial sum (op = A) or scatter (op = Aᵀ) of vCSR row q over entries
  // first, first + lanes, ...
  KOKKOS_FORCEINLINE_FUNCTION S csr_part(std::int64_t q, std::int64_t first, int lanes,
                                         std::int64_t j, const S& ax) const {
    const std::int64_t begin = csr_ptr(q), end = begin + csr_len(q);
    S sum(0);
    for (std::int64_t k = begin + first; k < end; k += lanes) {
      if constexpr (!Transpose)
        sum += conj_if(conjugate, S(csr_vals(k))) * at(x, csr_cols(k), j);
      else
        Kokkos::atomic_add(&at(y, csr_cols(k), j), S(conj_if(conjugate, S(csr_vals(k))) * ax));
    }
    return sum;
  }

  // Listing 2 with TPR <= W: warp `vector` holds W / TPR rows.
  KOKKOS_INLINE_FUNCTION void csr_rows_in_warp(const EvcHybGroup& g, std::int64_t tt, int vector,
                                               std::int64_t j) const {
    const int lane = arch::lane_id();
    const std::int64_t i = tt * (team_threads / g.lanes) + vector * (W / g.lanes) + lane / g.lanes;
    const bool valid = i < g.rows;
    const std::int64_t p = g.first_row + i;
    S sum(0);
    if (valid) {
      const S ax = Transpose ? S(alpha * at(x, outer(p), j)) : S(0);
      sum = csr_part(p - ell_rows, lane % g.lanes, g.lanes, j, ax);
    }
    if constexpr (!Transpose) {
      sum = arch::subgroup_sum<W>(sum, g.lanes);  // every lane: the shuffles need them all
      if (valid && lane % g.lanes == 0) store_result(at(y, outer(p), j), alpha, beta, sum);
    }
  }

  // Listing 2 with TPR > W: TPR / W warps per row, partial sums in scratch.
  KOKKOS_INLINE_FUNCTION void csr_rows_across_warps(const Team& team, const EvcHybGroup& g,
                                                    std::int64_t tt, std::int64_t j) const {
    const int lane = arch::lane_id(), vector = team.team_rank();
    const int warps_per_row = g.lanes / W;
    const std::int64_t i = tt * (team_threads / g.lanes) + vector / warps_per_row;
    const bool valid = i < g.rows;
    const std::int64_t p = g.first_row + i;
    S sum(0);
    if (valid) {
      const S ax = Transpose ? S(alpha * at(x, outer(p), j)) : S(0);
      sum = csr_part(p - ell_rows, (vector % warps_per_row) * W + lane, g.lanes, j, ax);
    }
    if constexpr (!Transpose) {
      Scratch partial(team.team_scratch(0), std::size_t(team_threads / W));
      sum = arch::warp_sum<W>(sum);
      if (lane == 0) partial(vector) = sum;
      team.team_barrier();
      if (valid && lane == 0 && vector % warps_per_row == 0) {
        S total(0);
        for (int w = 0; w < warps_per_row; ++w) total += partial(vector + w);
        store_result(at(y, outer(p), j), alpha, beta, total);
      }
    }
  }
};

// y = α·op(A)·x + β·y over A in EVC-HYB. `permuted`: y (op = A) or x (op = Aᵀ)
// is indexed by sorted position instead of A's row.
template <class ExecSpace, class Evc, class XView, class YView>
void evc_hyb_apply(const ExecSpace& exec, bool transpose, bool conjugate, bool permuted,
                   const Evc& e, typename YView::const_value_type alpha, const XView& x,
                   typename YView::const_value_type beta, const YView& y) {
  constexpr int W = compat::static_warp_width<ExecSpace>();
  if (transpose) scale(exec, beta, y);
  const std::int64_t launch = e.teams() * num_vectors(y);
  if (launch == 0) return;
  const auto run = [&](auto kernel) {
    Kokkos::TeamPolicy<ExecSpace> policy(exec, launch, e.team_threads / W, W);
    if (e.max_lanes > W)  // only TPR > W combines warps in scratch
      policy.set_scratch_size(0, Kokkos::PerTeam(decltype(kernel)::scratch_bytes(e.team_threads)));
    Kokkos::parallel_for(transpose ? "kspmv::evc_hyb_transpose" : "kspmv::evc_hyb",
                         light_weight(policy), kernel);
  };
  if (!transpose)
    run(EvcHybKernel<ExecSpace, Evc, XView, YView, false>{
        e.team_groups, e.row_of, e.ell_cols, e.csr_cols, e.csr_row_len, e.ell_vals,
        e.csr_vals, e.csr_row_ptr, x, y, alpha, beta, num_vectors(y), std::int64_t(e.ell_rows),
        e.team_threads, conjugate, permuted});
  else
    run(EvcHybKernel<ExecSpace, Evc, XView, YView, true>{
        e.team_groups, e.row_of, e.ell_cols, e.csr_cols, e.csr_row_len, e.ell_vals,
        e.csr_vals, e.csr_row_ptr, x, y, alpha, beta, num_vectors(y), std::int64_t(e.ell_rows),
        e.team_threads, conjugate, permuted});
}

}  // namespace kspmv
