#pragma once
// Algorithm::sellp: A in SELL-P slices ([TOPC20] Alg. 5), one thread per row;
// op = Aᵀ scatters with atomics.

#include "convert/sellp.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/sellp.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class SellpPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::sellp;

  static SellpPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    const SpmvOptions& o = in.options;
    SellpPlan p;
    p.sellp_ = to_sellp(in.exec, in.A,
                        o.sellp_slice_size > 0 ? o.sellp_slice_size : in.table.sellp_slice_size,
                        o.sellp_stride_factor > 0 ? o.sellp_stride_factor
                                                  : in.table.sellp_stride_factor,
                        in.limits);
    p.max_len_ = in.stats.max_row + (o.sellp_stride_factor > 0 ? o.sellp_stride_factor
                                                               : in.table.sellp_stride_factor);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, sellp_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    if (op.transpose && max_len_ > sellp_row_scatter_max_len)
      sellp_slot_scatter(exec, op.conjugates<S>(), sellp_, alpha, x, beta, y);
    else
      sellp_apply(exec, op.transpose, op.conjugates<S>(), sellp_, max_len_, alpha, x, beta, y);
  }

  PlanReport report() const {
    return {sellp_.bytes(), std::to_string(sellp_.num_slices()) + " slices of " +
                                std::to_string(sellp_.slice_size) + " rows"};
  }

 private:
  format_for_t<SellpMatrix, Matrix> sellp_;
  std::int64_t max_len_ = 0;  // bounds every slice's width: sizes the transpose's split
};

}  // namespace kspmv
