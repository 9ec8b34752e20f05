#pragma once
// Load-balanced COO ([TOPC20] §3.2, Alg. 1, without warp intrinsics): the
// entries are cut into equal chunks, one per vector of V lanes (V = warp
// width). Lane l of a chunk takes entries l, l+V, l+2V, ... so each step of the
// vector reads consecutive memory. A lane keeps one running sum and adds it to
// y with an atomic whenever its row changes and at the end: few atomics on long
// rows (where load balance matters), about one per entry on very short rows;
// partials of the chunk's last row are reduced across the lanes first.
// The number of vectors is ω × physical cores / V. y is scaled by β first.
// op = Aᵀ scatters every entry with an atomic ([HPEC16]).

#include "formats/coo.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

struct ChunkPlan {
  int vector_length = 1;
  std::int64_t chunk = 1;  // entries per vector
  std::int64_t num_chunks = 0;
};

template <class ExecSpace>
ChunkPlan make_chunk_plan(const ExecSpace& exec, std::int64_t nnz, std::int64_t omega_override,
                          std::int64_t chunk_override) {
  ChunkPlan p;
  p.vector_length = compat::warp_width<ExecSpace>();
  if (nnz == 0) return p;
  if (chunk_override > 0) {
    p.chunk = chunk_override;
  } else {
    const TuningTable& t = tuning_for(compat::architecture_of<ExecSpace>());
    const std::int64_t omega = omega_override > 0 ? omega_override : omega_for(t, nnz);
    std::int64_t cores = std::int64_t(exec.concurrency()) / t.resident_threads_per_core;
    if (cores < 1) cores = 1;
    const std::int64_t vectors = (omega * cores + p.vector_length - 1) / p.vector_length;
    p.chunk = round_up<std::int64_t>((nnz + vectors - 1) / vectors, p.vector_length);
  }
  p.num_chunks = (nnz + p.chunk - 1) / p.chunk;
  return p;
}

template <class ExecSpace, class Coo, class XView, class YView>
struct CooChunkGather {
  using S = typename YView::non_const_value_type;
  using D = typename Coo::device_type;
  using O = typename Coo::ordinal_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  Kokkos::View<const O*, D> rows;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const S*, D> vals;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t nnz, chunk, num_chunks, work, lanes;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t i = team_work_item(team);
    if (i >= work) return;
    std::int64_t c, j;
    split_index<YView>(i, num_chunks, c, j);
    const std::int64_t begin = c * chunk;
    const std::int64_t end = begin + chunk < nnz ? begin + chunk : nnz;
    const std::int64_t V = lanes;
    const std::int64_t last_row = rows(end - 1);
    // Partials of the chunk's last row are summed across lanes first: on long
    // rows every lane ends there, and V atomics on one address would serialise.
    S last_sum(0);
    Kokkos::parallel_reduce(
        Kokkos::ThreadVectorRange(team, V),
        [&](const std::int64_t lane, S& to_last) {
          std::int64_t row = -1;
          S sum(0);
          for (std::int64_t k = begin + lane; k < end; k += V) {
            const std::int64_t rk = rows(k);
            if (rk != row) {
              if (row >= 0) Kokkos::atomic_add(&at(y, row, j), S(alpha * sum));
              row = rk;
              sum = S(0);
            }
            sum += conj_if(conjugate, vals(k)) * at(x, cols(k), j);
          }
          if (row == last_row) to_last += sum;
          else if (row >= 0) Kokkos::atomic_add(&at(y, row, j), S(alpha * sum));
        },
        last_sum);
    Kokkos::single(Kokkos::PerThread(team),
                   [&]() { Kokkos::atomic_add(&at(y, last_row, j), S(alpha * last_sum)); });
  }
};

template <class Coo, class XView, class YView>
struct CooScatter {
  using S = typename YView::non_const_value_type;
  using D = typename Coo::device_type;
  using O = typename Coo::ordinal_type;
  Kokkos::View<const O*, D> rows;
  Kokkos::View<const O*, D> cols;
  Kokkos::View<const S*, D> vals;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t nnz;
  bool conjugate;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t k, j;
    split_index<YView>(i, nnz, k, j);
    Kokkos::atomic_add(&at(y, cols(k), j),
                       S(alpha * conj_if(conjugate, vals(k)) * at(x, rows(k), j)));
  }
};

// Adds α·op(COO)·x into y (callers scale y by β first).
template <class ExecSpace, class Coo, class XView, class YView>
void coo_accumulate(const ExecSpace& exec, const ChunkPlan& plan, bool transpose, bool conjugate,
                    const Coo& coo, typename YView::const_value_type alpha, const XView& x,
                    const YView& y) {
  const std::int64_t nnz = coo.nnz();
  if (!transpose) {
    const std::int64_t work = plan.num_chunks * num_vectors(y);
    if (work == 0) return;
    const int V = plan.vector_length;
    Kokkos::parallel_for("kspmv::coo_load_balance", vector_team_policy(exec, work, V),
                         CooChunkGather<ExecSpace, Coo, XView, YView>{
                             coo.row_idx, coo.col_idx, coo.values, x, y, alpha, nnz, plan.chunk,
                             plan.num_chunks, work, V, conjugate});
    return;
  }
  const std::int64_t work = nnz * num_vectors(y);
  if (work == 0) return;
  Kokkos::parallel_for("kspmv::coo_transpose", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
                       CooScatter<Coo, XView, YView>{coo.row_idx, coo.col_idx, coo.values, x, y,
                                                     alpha, nnz, conjugate});
}

template <class ExecSpace, class Coo, class XView, class YView>
void coo_apply(const ExecSpace& exec, const ChunkPlan& plan, bool transpose, bool conjugate,
               const Coo& coo, typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  scale(exec, beta, y);
  coo_accumulate(exec, plan, transpose, conjugate, coo, alpha, x, y);
}

}  // namespace kspmv
