#pragma once
// ELL for short-and-wide matrices ([ISC20] Alg. 4-5, the AMD variant of
// [TOPC20] Alg. 3-4): when the rows are long compared with their number, one
// thread per row leaves the GPU idle. Each row gets G groups of threads (and,
// for very long rows, P teams); a team holds R = B/G consecutive rows × G
// groups, thread (g, r) reads the row's slots g, g + G·P, ... so the threads of
// one group read consecutive rows of one slot: coalesced in the column-major
// layout. The G partial sums of a row meet in team scratch and are added in a
// fixed order; with P > 1 the P teams of a row add with atomics after y was
// scaled by β (never in deterministic mode, where P = 1). Early stop at the
// row's padding as in [TOPC20] Alg. 3.

#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

// Threads per team B, groups per row G, teams per row P ([ISC20] Alg. 5).
struct EllGroupShape {
  int team_threads = 1;
  int groups = 1;
  std::int64_t teams_per_row = 1;
  bool used() const { return groups > 1 || teams_per_row > 1; }
};

// [ISC20] Alg. 5: groups only when width / rows > ell_groups_min_width_ratio;
// G = min(G_max, 2^ceil(log2 width)), P > 1 only once G = G_max.
template <class ExecSpace>
EllGroupShape ell_group_shape(const ExecSpace& exec, std::int64_t rows, std::int64_t width,
                              const TuningTable& t, bool deterministic) {
  EllGroupShape s;
  if (rows == 0 || double(width) <= t.ell_groups_min_width_ratio * double(rows)) return s;
  const int team = compat::is_gpu_space<ExecSpace>() ? t.ell_groups_team_threads : 1;
  const int g_max = team / t.ell_groups_min_rows_per_team > 1 ? team / t.ell_groups_min_rows_per_team : 1;
  int g = 1;
  while (g < g_max && g < width) g *= 2;
  s.team_threads = team;
  s.groups = g;
  if (g == g_max && !deterministic) {
    const std::int64_t warps = std::int64_t(exec.concurrency()) / compat::warp_width<ExecSpace>();
    const std::int64_t by_width = width / g_max, by_device = warps / rows;
    const std::int64_t p = by_width < by_device ? by_width : by_device;
    s.teams_per_row = p > 1 ? p : 1;
  }
  return s;
}

template <class ExecSpace, class Ell, class XView, class YView>
struct EllGroupsKernel {
  using S = typename YView::non_const_value_type;
  using O = typename Ell::ordinal_type;
  using D = typename Ell::device_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  using Scratch = Kokkos::View<S**, Kokkos::LayoutRight, typename ExecSpace::scratch_memory_space,
                               Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const typename Ell::scalar_type*, D> vals;  // A's scalar or single (ValuePrecision)
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows, width, stride, vectors, teams_per_row;
  int groups, rows_per_team;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    std::int64_t t, j;
    split_item(team.league_rank(), vectors, t, j);  // a row block's vectors in neighbouring teams
    const std::int64_t rb = t / teams_per_row, part = t % teams_per_row;
    const int local = team.team_rank() % rows_per_team, g = team.team_rank() / rows_per_team;
    const std::int64_t r = rb * rows_per_team + local;
    const std::int64_t step = std::int64_t(groups) * teams_per_row;
    S sum(0);
    if (r < rows) {
      for (std::int64_t k = part * groups + g; k < width; k += step) {
        const O c = cols(k * stride + r);
        if (c == O(-1)) break;  // padding: the row ends here
        sum += conj_if(conjugate, S(vals(k * stride + r))) * at(x, c, j);
      }
    }
    Scratch partial(team.team_scratch(0), groups, rows_per_team);
    partial(g, local) = sum;
    team.team_barrier();
    if (g == 0 && r < rows) {
      S total = partial(0, local);
      for (int q = 1; q < groups; ++q) total += partial(q, local);
      if (teams_per_row == 1) store_result(at(y, r, j), alpha, beta, total);
      else Kokkos::atomic_add(&at(y, r, j), S(alpha * total));
    }
  }
};

template <class ExecSpace, class Ell, class XView, class YView>
void ell_groups_apply(const ExecSpace& exec, const EllGroupShape& shape, bool conjugate,
                      const Ell& ell, typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y) {
  using K = EllGroupsKernel<ExecSpace, Ell, XView, YView>;
  const int rows_per_team = shape.team_threads / shape.groups;
  const std::int64_t rows = ell.num_rows;
  const std::int64_t row_blocks = (rows + rows_per_team - 1) / rows_per_team;
  const std::int64_t league = row_blocks * shape.teams_per_row * num_vectors(y);
  if (shape.teams_per_row > 1) scale(exec, beta, y);
  if (league == 0) return;
  Kokkos::TeamPolicy<ExecSpace> policy(exec, league, shape.team_threads, 1);
  policy.set_scratch_size(0, Kokkos::PerTeam(K::Scratch::shmem_size(shape.groups, rows_per_team)));
  Kokkos::parallel_for("kspmv::ell_groups", light_weight(policy),
                       K{ell.col_idx, ell.values, x, y, alpha, beta, rows, std::int64_t(ell.width),
                         std::int64_t(ell.stride), num_vectors(y), shape.teams_per_row, shape.groups,
                         rows_per_team, conjugate});
}

}  // namespace kspmv
