#pragma once
// COO SpMV: op = A runs the load-balanced chunk kernel of csr_load_balance.hpp
// with row indices read from the COO array; op = Aᵀ scatters each entry into
// y with an atomic ([HPEC16] transpose by atomics).

#include "formats/coo.hpp"
#include "spmv/csr_load_balance.hpp"

namespace kspmv {

template <class RowIdx, class ColIdx, class Values, class XView, class YView>
struct CooScatter {
  using S = typename YView::non_const_value_type;
  RowIdx row_idx;
  ColIdx col_idx;
  Values values;
  input_view_t<XView> x;
  YView y;
  S alpha;
  std::int64_t nnz;
  bool conjugate;
  KOKKOS_INLINE_FUNCTION void operator()(const std::int64_t i) const {
    std::int64_t k, j;
    split_index<YView>(i, nnz, k, j);
    Kokkos::atomic_add(&at(y, col_idx(k), j),
                       S(alpha * conj_if(conjugate, S(values(k))) * at(x, row_idx(k), j)));
  }
};

// Adds α·op(COO)·x into y (callers scale y by β first).
template <class ExecSpace, class Coo, class XView, class YView>
void coo_accumulate(const ExecSpace& exec, const ChunkPlan& plan, bool transpose, bool conjugate,
                    const Coo& coo, typename YView::const_value_type alpha, const XView& x,
                    const YView& y) {
  using RowIdx = decltype(coo.row_idx);
  if (!transpose) {
    chunk_accumulate(exec, plan, conjugate, CooRowOf<RowIdx>{coo.row_idx}, coo.col_idx,
                     coo.values, alpha, x, y);
    return;
  }
  const std::int64_t nnz = coo.nnz();
  const std::int64_t work = nnz * num_vectors(y);
  if (work == 0) return;
  Kokkos::parallel_for(
      "kspmv::coo_transpose", Kokkos::RangePolicy<ExecSpace>(exec, 0, work),
      CooScatter<RowIdx, decltype(coo.col_idx), decltype(coo.values), XView, YView>{
          coo.row_idx, coo.col_idx, coo.values, x, y, alpha, nnz, conjugate});
}

template <class ExecSpace, class Coo, class XView, class YView>
void coo_apply(const ExecSpace& exec, const ChunkPlan& plan, bool transpose, bool conjugate,
               const Coo& coo, typename YView::const_value_type alpha, const XView& x,
               typename YView::const_value_type beta, const YView& y) {
  scale(exec, beta, y);
  coo_accumulate(exec, plan, transpose, conjugate, coo, alpha, x, y);
}

}  // namespace kspmv
