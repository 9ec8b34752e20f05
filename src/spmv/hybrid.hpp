#pragma once
// HYB SpMV: the ELL part computes y = α·A_ell·x + β·y, then the COO part adds
// α·A_coo·x with the load-balanced chunk kernel (2 launches; the COO launch
// is skipped when the split left it empty). op = Aᵀ scales y once and
// scatters both parts.

#include "formats/hyb.hpp"
#include "spmv/coo_load_balance.hpp"
#include "spmv/ell.hpp"

namespace kspmv {

template <class ExecSpace, class Hyb, class XView, class YView>
void hybrid_apply(const ExecSpace& exec, const ChunkPlan& coo_plan, bool transpose,
                  bool conjugate, const Hyb& hyb, typename YView::const_value_type alpha,
                  const XView& x, typename YView::const_value_type beta, const YView& y) {
  using S = typename YView::non_const_value_type;
  if (!transpose) {
    ell_apply(exec, false, conjugate, hyb.ell, alpha, x, beta, y);
  } else {
    scale(exec, beta, y);
    ell_apply(exec, true, conjugate, hyb.ell, alpha, x, S(1), y);
  }
  if (hyb.coo.nnz() > 0) coo_accumulate(exec, coo_plan, transpose, conjugate, hyb.coo, alpha, x, y);
}

}  // namespace kspmv
