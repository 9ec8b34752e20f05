#pragma once
// Load-balanced CSR and COO: the nonzeros are cut into equal chunks, one per
// thread, so a long row is shared by many threads and a short one costs no idle
// lanes ([TOPC20] §3.2 COO and the CSRI kernel, without warp intrinsics). The
// number of threads is ω × physical cores. Each thread runs through its chunk
// keeping one running sum: rows that start and end inside the chunk are added
// to y directly; the first and last row of a chunk may be shared with a
// neighbour and are added with an atomic. y is scaled by β first (2 launches).

#include "spmv/kernel_common.hpp"
#include "spmv/scale.hpp"
#include "convert/common.hpp"

namespace kspmv {

struct ChunkPlan {
  std::int64_t chunk = 1;       // nonzeros per chunk
  std::int64_t num_chunks = 0;
};

template <class ExecSpace>
ChunkPlan make_chunk_plan(const ExecSpace& exec, std::int64_t nnz, std::int64_t omega_override,
                          std::int64_t chunk_override) {
  ChunkPlan p;
  if (nnz == 0) return p;
  if (chunk_override > 0) {
    p.chunk = chunk_override;
  } else {
    const TuningTable& t = tuning_for(compat::architecture_of<ExecSpace>());
    const std::int64_t omega = omega_override > 0 ? omega_override : omega_for(t, nnz);
    std::int64_t cores = std::int64_t(exec.concurrency()) / t.resident_threads_per_core;
    if (cores < 1) cores = 1;
    const std::int64_t threads = omega * cores;
    p.chunk = (nnz + threads - 1) / threads;
  }
  p.num_chunks = (nnz + p.chunk - 1) / p.chunk;
  return p;
}

// RowOf(k) gives the row of entry k: a bisection on row_map for CSR, a load
// of row_idx for COO.
template <class RowOf, class Entries, class Values, class XView, class YView>
struct ChunkGather {
  using S = typename YView::non_const_value_type;
  RowOf row_of;
  Entries entries;
  Values values;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t nnz, chunk, num_chunks;
  bool conjugate;

  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    const std::int64_t c = i % num_chunks, j = i / num_chunks;
    const std::int64_t begin = c * chunk;
    const std::int64_t end = begin + chunk < nnz ? begin + chunk : nnz;
    std::int64_t row = row_of.first(begin);
    const std::int64_t first_row = row;
    S sum(0);
    for (std::int64_t k = begin; k < end; ++k) {
      const std::int64_t rk = row_of.next(k, row);
      if (rk != row) {
        flush(row, first_row, j, sum, false);
        row = rk;
        sum = S(0);
      }
      sum += conj_if(conjugate, S(values(k))) * at(x, entries(k), j);
    }
    flush(row, first_row, j, sum, true);
  }

  KOKKOS_INLINE_FUNCTION void flush(std::int64_t row, std::int64_t first_row, std::int64_t j,
                                    const S& sum, bool last) const {
    if (row == first_row || last) Kokkos::atomic_add(&at(y, row, j), S(alpha * sum));
    else at(y, row, j) += alpha * sum;
  }
};

template <class RowMap>
struct CsrRowOf {
  RowMap row_map;
  std::int64_t rows;
  KOKKOS_INLINE_FUNCTION std::int64_t first(std::int64_t k) const {
    return row_of_entry(row_map, rows, k);
  }
  // Entries are visited in order, so the row only moves forward (past any
  // empty rows).
  KOKKOS_INLINE_FUNCTION std::int64_t next(std::int64_t k, std::int64_t row) const {
    while (std::int64_t(row_map(row + 1)) <= k) ++row;
    return row;
  }
};

template <class RowIdx>
struct CooRowOf {
  RowIdx row_idx;
  KOKKOS_INLINE_FUNCTION std::int64_t first(std::int64_t k) const { return row_idx(k); }
  KOKKOS_INLINE_FUNCTION std::int64_t next(std::int64_t k, std::int64_t) const {
    return row_idx(k);
  }
};

// Adds α·op(M)·x into y (no β: callers scale y first).
template <class ExecSpace, class RowOf, class Entries, class Values, class XView, class YView>
void chunk_accumulate(const ExecSpace& exec, const ChunkPlan& plan, bool conjugate,
                      const RowOf& row_of, const Entries& entries, const Values& values,
                      typename YView::const_value_type alpha, const XView& x, const YView& y) {
  const std::int64_t nnz = values.extent(0);
  const std::int64_t work = plan.num_chunks * num_vectors(y);
  if (work == 0) return;
  Kokkos::parallel_for(
      "kspmv::load_balance", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
      ChunkGather<RowOf, Entries, Values, XView, YView>{row_of, entries, values, x, y, alpha, nnz,
                                                        plan.chunk, plan.num_chunks, conjugate});
}

template <class ExecSpace, class Matrix, class XView, class YView>
void csr_load_balance_apply(const ExecSpace& exec, const ChunkPlan& plan, bool conjugate,
                            const Matrix& A, typename YView::const_value_type alpha,
                            const XView& x, typename YView::const_value_type beta,
                            const YView& y) {
  scale(exec, beta, y);
  using RowMap = typename Matrix::row_map_type;
  chunk_accumulate(exec, plan, conjugate, CsrRowOf<RowMap>{A.graph.row_map, A.numRows()},
                   A.graph.entries, A.values, alpha, x, y);
}

}  // namespace kspmv
