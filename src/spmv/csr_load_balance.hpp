#pragma once
// Load-balanced CSR ([TOPC20] CSRI idea, without warp intrinsics). Work items
// for vectors of V lanes (V = warp width) come in two kinds:
//  - a bundle: V consecutive rows, one per lane, each lane summing its row
//    alone (as csr_scalar, which streams short rows best); rows longer than
//    T are skipped there;
//  - a segment: up to L consecutive entries of one row longer than T, read
//    by the V lanes together (coalesced) and reduced.
// So a dense row spreads over many vectors, while short rows cost no idle
// lanes and no reduction. Rows that fit one segment are finished in place
// (y = α·sum + β·y); rows split over several segments are first scaled by β in
// a small launch over those rows only, then their segments add with atomics
// (L is large, so a dense row takes few atomics).
//   T = min(lb_short_row, L), L = V · lb_entries_per_lane (TuningTable).

#include "convert/common.hpp"
#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"

namespace kspmv {

template <class Device>
struct CsrSegmentPlan {
  int vector_length = 1;       // V
  std::int64_t short_row = 1;  // T
  std::int64_t segment = 1;    // L
  std::int64_t num_bundles = 0;
  std::int64_t num_segments = 0;
  Kokkos::View<std::int64_t*, Device> segment_row;
  Kokkos::View<std::int64_t*, Device> segment_begin;
  Kokkos::View<std::int64_t*, Device> split_rows;  // rows spread over > 1 segment
  std::int64_t num_items() const { return num_bundles + num_segments; }
  std::size_t bytes() const {
    return (segment_row.span() + segment_begin.span() + split_rows.span()) * sizeof(std::int64_t);
  }
};

template <class ExecSpace, class Matrix>
CsrSegmentPlan<typename Matrix::device_type> make_csr_segment_plan(const ExecSpace& exec,
                                                                   const Matrix& A,
                                                                   std::int64_t segment_override) {
  using Device = typename Matrix::device_type;
  const TuningTable& t = tuning_for(compat::architecture_of<ExecSpace>());
  CsrSegmentPlan<Device> p;
  p.vector_length = compat::warp_width<ExecSpace>();
  p.segment = segment_override > 0 ? segment_override
                                   : std::int64_t(p.vector_length) * t.lb_entries_per_lane;
  p.short_row = t.lb_short_row < p.segment ? t.lb_short_row : p.segment;
  const std::int64_t rows = A.numRows(), L = p.segment, T = p.short_row;
  p.num_bundles = (rows + p.vector_length - 1) / p.vector_length;
  auto row_map = A.graph.row_map;
  Kokkos::View<std::int64_t*, Device> first_segment(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::first_segment"),
      std::size_t(rows + 1));
  p.num_segments = exclusive_scan(exec, rows, KOKKOS_LAMBDA(const std::int64_t r) {
    const std::int64_t len = std::int64_t(row_map(r + 1) - row_map(r));
    return len <= T ? std::int64_t(0) : (len + L - 1) / L;
  }, first_segment);
  Kokkos::View<std::int64_t*, Device> first_split(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::first_split"), std::size_t(rows + 1));
  const std::int64_t num_split = exclusive_scan(exec, rows, KOKKOS_LAMBDA(const std::int64_t r) {
    return std::int64_t(row_map(r + 1) - row_map(r)) > L ? 1 : 0;
  }, first_split);
  p.segment_row = Kokkos::View<std::int64_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::segment_row"),
      std::size_t(p.num_segments));
  p.segment_begin = Kokkos::View<std::int64_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::segment_begin"),
      std::size_t(p.num_segments));
  p.split_rows = Kokkos::View<std::int64_t*, Device>(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::split_rows"), std::size_t(num_split));
  auto segment_row = p.segment_row;
  auto segment_begin = p.segment_begin;
  auto split_rows = p.split_rows;
  Kokkos::parallel_for(
      "kspmv::segment_plan", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r) {
        for (std::int64_t s = first_segment(r); s < first_segment(r + 1); ++s) {
          segment_row(s) = r;
          segment_begin(s) = std::int64_t(row_map(r)) + (s - first_segment(r)) * L;
        }
        if (first_split(r + 1) != first_split(r)) split_rows(first_split(r)) = r;
      });
  exec.fence();
  return p;
}

template <class ExecSpace, class Matrix, class Plan, class XView, class YView>
struct CsrLoadBalanceGather {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  typename Matrix::row_map_type row_map;
  typename Matrix::index_type entries;
  typename Matrix::values_type values;
  decltype(Plan::segment_row) segment_row;
  decltype(Plan::segment_begin) segment_begin;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t rows, bundles, items, work, lanes, short_row, segment;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION S row_sum(std::int64_t begin, std::int64_t end, std::int64_t j) const {
    S sum(0);
    for (std::int64_t k = begin; k < end; ++k)
      sum += conj_if(conjugate, S(values(k))) * at(x, entries(k), j);
    return sum;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t i = team_work_item(team);
    if (i >= work) return;
    std::int64_t item, j;
    split_index<YView>(i, items, item, j);
    if (item < bundles) {
      Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, lanes), [&](const std::int64_t lane) {
        const std::int64_t r = item * lanes + lane;
        if (r >= rows) return;
        const std::int64_t begin = row_map(r), end = row_map(r + 1);
        if (end - begin <= short_row) store_result(at(y, r, j), alpha, beta, row_sum(begin, end, j));
      });
      return;
    }
    const std::int64_t s = item - bundles;
    const std::int64_t r = segment_row(s);
    const std::int64_t row_begin = row_map(r), row_end = row_map(r + 1);
    const std::int64_t begin = segment_begin(s);
    const std::int64_t end = begin + segment < row_end ? begin + segment : row_end;
    S sum(0);
    Kokkos::parallel_reduce(
        Kokkos::ThreadVectorRange(team, end - begin),
        [&](const std::int64_t k, S& acc) {
          acc += conj_if(conjugate, S(values(begin + k))) * at(x, entries(begin + k), j);
        },
        sum);
    Kokkos::single(Kokkos::PerThread(team), [&]() {
      if (row_end - row_begin <= segment) store_result(at(y, r, j), alpha, beta, sum);
      else Kokkos::atomic_add(&at(y, r, j), S(alpha * sum));
    });
  }
};

template <class Rows, class YView>
struct ScaleRows {
  using S = typename YView::non_const_value_type;
  Rows rows;
  YView y;
  S beta;
  std::int64_t count;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t k, j;
    split_index<YView>(i, count, k, j);
    scale_entry(at(y, rows(k), j), beta);
  }
};

template <class ExecSpace, class Plan, class Matrix, class XView, class YView>
void csr_load_balance_apply(const ExecSpace& exec, const Plan& plan, bool conjugate,
                            const Matrix& A, typename YView::const_value_type alpha,
                            const XView& x, typename YView::const_value_type beta,
                            const YView& y) {
  const std::int64_t vectors = num_vectors(y);
  const std::int64_t split = plan.split_rows.extent(0);
  if (split > 0)
    Kokkos::parallel_for("kspmv::scale_split_rows",
                         Kokkos::RangePolicy<ExecSpace>(exec, 0, split * vectors),
                         ScaleRows<decltype(plan.split_rows), YView>{plan.split_rows, y, beta, split});
  const std::int64_t work = plan.num_items() * vectors;
  if (work == 0) return;
  const int V = plan.vector_length;
  Kokkos::parallel_for(
      "kspmv::csr_load_balance", vector_team_policy(exec, work, V),
      CsrLoadBalanceGather<ExecSpace, Matrix, Plan, XView, YView>{
          A.graph.row_map, A.graph.entries, A.values, plan.segment_row, plan.segment_begin, x, y,
          alpha, beta, A.numRows(), plan.num_bundles, plan.num_items(), work, V, plan.short_row,
          plan.segment, conjugate});
}

}  // namespace kspmv
