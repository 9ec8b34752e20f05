#pragma once
// Algorithm::hybrid: the first t entries of each row in ELL, the rest in COO
// ([TOPC20] §4, t from the HybridSplit, hybridlimit33 of [ISC20] by default):
// the ELL kernel writes y = α·A_ell·x + β·y, then the warp COO kernel adds
// α·A_coo·x. op = Aᵀ scales y once and scatters both parts. The rank-1 ELL
// gather loads its slots with cache-streaming loads where
// matrix_loads_streamed says (the COO part keeps plain loads: unmeasured).

#include "convert/hyb.hpp"
#include "spmv/automatic.hpp"
#include "spmv/coo_load_balance.hpp"
#include "spmv/ell.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class HybridPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  static constexpr Algorithm algorithm = Algorithm::hybrid;

  static HybridPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    HybridPlan p;
    const std::int64_t width = hybrid_threshold<S, O>(in.stats, in.options.hybrid, in.table);
    p.hyb_ = to_hyb(in.exec, in.A, width, in.limits);
    p.schedule_ = make_coo_schedule(in.exec, p.hyb_.coo, in.options, in.vector_batch);
    p.loads_ = plan_matrix_loads(in, in.table.padded_stream_max_vector_share);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, hyb_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    const bool conj = op.conjugates<S>();
    if (!op.transpose) {
      ell_apply(exec, false, conj, hyb_.ell, own_columns(hyb_.ell), loads_.stream, alpha, x, beta,
                y);
    } else {
      scale(exec, beta, y);
      ell_apply(exec, true, conj, hyb_.ell, alpha, x, S(1), y);
    }
    if (hyb_.coo.nnz() > 0)
      coo_accumulate(exec, schedule_, op.transpose, conj, hyb_.coo, alpha, x, y);
  }

  PlanReport report() const {
    return {hyb_.bytes() + schedule_.bytes(),
            "ELL width " + std::to_string(hyb_.ell.width) + ", COO nnz " +
                std::to_string(hyb_.coo.nnz()) + loads_.why};
  }

 private:
  format_for_t<HybMatrix, Matrix> hyb_;
  CooSchedule<S, Device> schedule_;
  MatrixLoadsChoice loads_;  // rank-1 op = A: streaming loads of the ELL part's slots
};

}  // namespace kspmv
