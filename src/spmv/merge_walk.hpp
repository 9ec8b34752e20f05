#pragma once
// The rank-2 gather of Algorithm::csr_load_balance: merge-path walkers
// ([MERGE] Merrill & Garland, "Merge-based parallel sparse matrix-vector
// multiplication", SC16) of one lane per vector. CSRI (arch/csri.hpp) sums
// each vector across a warp, so K vectors cost K segmented scans per window
// and K reads of every entry from cache. Here a walker of G lanes, lane v for
// vector v of the launch batch, walks an equal share of the merge path of A's
// rows and entries: each entry is loaded once for all of its lanes (one
// address, a broadcast), each lane keeps its vector's running sum in one
// register, and no lane waits on another. Empty rows are steps of the path
// like entries, so a matrix of mostly empty rows stays balanced.
//
// The path: while entry i < row_map(r + 1), step i + r consumes entry i;
// otherwise it ends row r. Row r's first step is row_map(r) + r, its end step
// row_map(r + 1) + r. Segment c is steps [c·L, (c + 1)·L), L =
// merge_walk_steps. A row whose first and end steps lie in different segments
// leaves partial sums in the ChunkCarries slots (spmv/chunk_carries.hpp, the
// segments as chunks): y is finished by its second launch, without atomics.

#include "core/row_statistics.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/chunk_carries.hpp"

#include <string>

namespace kspmv {

// What refreshing the row-major copy of X (2·n·K words) streams against what
// a rank-2 apply of `batch` vectors moves without it, in 8-byte words
// (double values, x and y, 32-bit columns: 1.5·nnz + K·(n + m)).
template <class Device>
double merge_walk_x_copy_share(const RowStatistics<Device>& s, int batch) {
  const double k = batch, n = double(s.num_cols), m = double(s.num_rows);
  return 2.0 * n * k / (1.5 * double(s.nnz) + k * (n + m));
}

// Whether a rank-2 csr_load_balance handle walks the merge path (else CSRI):
// rows long enough on average that a walker's steps are mostly entries, whose
// loads overlap, rather than row ends, each a chain of dependent loads and K
// stores to K columns of y. (Breaking the chains by staging each segment's
// columns and row ends in team scratch first moved short-row matrices by
// under 6%, and cost regular long rows up to 18%: run 28.)
// The walkers gather X through its row-major copy, so they are taken only
// where that copy pays: rows scattered over x, or a copy that streams no
// more than TuningTable::merge_walk_max_x_copy_share of the bytes the apply
// moves anyway (merge_walk_x_copy_share). SpmvOptions::merge_walk overrides
// the rule. `batch`: the vectors one launch serves.
template <class Device>
bool merge_walk_taken(const SpmvOptions& o, const RowStatistics<Device>& s, const TuningTable& t,
                      int batch) {
  if (s.nnz == 0) return false;
  if (o.merge_walk) return *o.merge_walk;
  return s.mean >= t.merge_walk_min_mean && s.cv() <= t.merge_walk_max_cv &&
         (s.scattered_rows >= t.row_major_x_min_scattered ||
          merge_walk_x_copy_share(s, batch) <= t.merge_walk_max_x_copy_share);
}

// Vectors an apply of a walking handle must hold to be walked
// (TuningTable::merge_walk_min_vectors); a walk the caller asked for
// (SpmvOptions::merge_walk) walks every rank-2 apply.
inline int merge_walk_min_vectors(const SpmvOptions& o, const TuningTable& t) {
  return o.merge_walk ? 2 : t.merge_walk_min_vectors;
}

template <class Scalar, class Device>
struct MergeWalkSchedule {
  std::int64_t steps = 0, num_segments = 0;
  // segment_row(c): the rows ended before segment c's first step.
  Kokkos::View<std::int64_t*, Device> segment_row;
  ChunkCarries<Scalar, Device> carries;

  std::size_t bytes() const {
    return segment_row.span() * sizeof(std::int64_t) + carries.bytes();
  }
};

template <class ExecSpace, class Matrix>
MergeWalkSchedule<typename Matrix::non_const_value_type, typename Matrix::device_type>
make_merge_walk_schedule(const ExecSpace& exec, const Matrix& A, int batch,
                         const ConversionLimits& limits) {
  using S = typename Matrix::non_const_value_type;
  using Device = typename Matrix::device_type;
  using Index = Kokkos::View<std::int64_t*, Device>;
  constexpr std::int64_t L = merge_walk_steps;
  MergeWalkSchedule<S, Device> s;
  const std::int64_t rows = A.numRows(), steps = rows + std::int64_t(A.nnz());
  s.steps = steps;
  s.num_segments = (steps + L - 1) / L;
  const std::int64_t segments = s.num_segments;
  ensure_fits<typename Device::memory_space>(
      "csr_load_balance merge path", std::to_string(segments) + " segments",
      segments * sizeof(std::int64_t) + 2 * std::size_t(segments) * batch * sizeof(S), limits);
  s.segment_row = Index(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::merge_segment_row"),
                        std::size_t(segments));
  auto row_map = A.graph.row_map;
  auto segment_row = s.segment_row;
  auto end_step = KOKKOS_LAMBDA(const std::int64_t r) { return std::int64_t(row_map(r + 1)) + r; };
  Kokkos::parallel_for(
      "kspmv::merge_segment_row", Kokkos::RangePolicy<ExecSpace>(exec, 0, segments),
      KOKKOS_LAMBDA(const std::int64_t c) {
        // The first row whose end step is at or after c·L.
        std::int64_t lo = 0, hi = rows;
        while (lo < hi) {
          const std::int64_t mid = lo + (hi - lo) / 2;
          if (end_step(mid) < c * L) lo = mid + 1;
          else hi = mid;
        }
        segment_row(c) = lo;
      });
  auto segment_of_first = KOKKOS_LAMBDA(const std::int64_t r) {
    return (std::int64_t(row_map(r)) + r) / L;
  };
  auto is_cut = KOKKOS_LAMBDA(const std::int64_t r) {
    return segment_of_first(r) != end_step(r) / L;
  };
  Index slot(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::merge_cut_slot"),
             std::size_t(rows + 1));
  const std::int64_t cut = exclusive_scan(
      exec, rows, KOKKOS_LAMBDA(const std::int64_t r) { return is_cut(r) ? 1 : 0; }, slot);
  ensure_fits<typename Device::memory_space>("csr_load_balance merge path",
                                             std::to_string(cut) + " cut rows",
                                             3 * std::size_t(cut) * sizeof(std::int64_t), limits);
  s.carries = allocate_carries<S, Device>(cut, segments, batch);
  auto carries = s.carries;
  Kokkos::parallel_for(
      "kspmv::merge_cut_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, rows),
      KOKKOS_LAMBDA(const std::int64_t r) {
        if (!is_cut(r)) return;
        carries.row(slot(r)) = r;
        carries.first(slot(r)) = segment_of_first(r);
        carries.last(slot(r)) = end_step(r) / L;
      });
  order_carried_rows(exec, s.carries);
  return s;
}

// One walker per segment, one lane per vector of the batch.
template <class ExecSpace, class Matrix, class Schedule, class XView, class YView>
struct MergeWalk {
  using S = typename YView::non_const_value_type;
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  typename Matrix::row_map_type row_map;
  typename Matrix::index_type entries;
  typename Matrix::values_type values;
  std::int64_t steps, num_segments;
  Kokkos::View<const std::int64_t*, typename Matrix::device_type> segment_row;
  decltype(Schedule::carries) carries;
  input_view_t<XView> x;
  YView y;
  S alpha, beta;
  std::int64_t first_vector, vectors;
  bool conjugate;

  KOKKOS_FORCEINLINE_FUNCTION S product(std::int64_t i, std::int64_t j) const {
    return conj_if(conjugate, S(values(i))) * at(x, entries(i), j);
  }

  // Steps [c·L, min((c + 1)·L, steps)) for vector v of the batch.
  KOKKOS_INLINE_FUNCTION void walk(std::int64_t c, std::int64_t v) const {
    constexpr std::int64_t L = merge_walk_steps;
    const std::int64_t j = first_vector + v, d1 = (c + 1) * L < steps ? (c + 1) * L : steps;
    std::int64_t d = c * L, r = segment_row(c), i = d - r;
    bool began_before = std::int64_t(row_map(r)) + r < d;  // row r has steps in segment c - 1
    S sum(0);
    while (true) {
      const std::int64_t end = row_map(r + 1), left = d1 - d;
      const std::int64_t stop = end - i < left ? end : i + left;
      d += stop - i;
      // Four entries' loads in flight together: a row's entries are
      // independent of each other until they are summed.
      for (; i + 4 <= stop; i += 4) {
        const S p0 = product(i, j), p1 = product(i + 1, j), p2 = product(i + 2, j),
                p3 = product(i + 3, j);
        sum += p0;
        sum += p1;
        sum += p2;
        sum += p3;
      }
      for (; i < stop; ++i) sum += product(i, j);
      if (d == d1) break;  // the segment ends inside row r, before its end step
      if (began_before) carries.head(c, v) = sum;
      else store_result(at(y, r, j), alpha, beta, sum);
      began_before = false;
      sum = S(0);
      ++r;
      if (++d == d1) break;
    }
    if (d1 == steps) return;
    // Row r goes on in segment c + 1 (a row begun at c·L + L leaves a 0 no one reads).
    if (began_before) carries.head(c, v) = sum;
    else carries.tail(c, v) = sum;
  }

  KOKKOS_INLINE_FUNCTION void operator()(const Team& team) const {
    const std::int64_t c = team_work_item(team);
    if (c >= num_segments) return;
    Kokkos::parallel_for(Kokkos::ThreadVectorRange(team, vectors),
                         [&](const std::int64_t v) { walk(c, v); });
  }
};

// y = α·A·x + β·y (conjugated A on request) for every vector of x, in
// launches of at most the schedule's carry batch.
template <class ExecSpace, class Schedule, class Matrix, class XView, class YView>
void merge_walk_apply(const ExecSpace& exec, const Schedule& s, bool conjugate, const Matrix& A,
                      typename YView::const_value_type alpha, const XView& x,
                      typename YView::const_value_type beta, const YView& y) {
  const std::int64_t vectors = num_vectors(y), batch = s.carries.batch();
  for_each_vector_batch(vectors, batch, [&](std::int64_t j, std::int64_t k) {
    if (s.num_segments > 0)
      Kokkos::parallel_for(
          "kspmv::csr_load_balance_merge_walk",
          vector_team_policy(exec, s.num_segments, lanes_across_vectors<ExecSpace>(k)),
          MergeWalk<ExecSpace, Matrix, Schedule, XView, YView>{
              A.graph.row_map, A.graph.entries, A.values, s.steps, s.num_segments,
              s.segment_row, s.carries, x, y, alpha, beta, j, k, conjugate});
    finish_carried_rows<false>(exec, s.carries, j, k, alpha, beta, y);
  });
}

}  // namespace kspmv
