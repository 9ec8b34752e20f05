#pragma once
// Algorithm::csr_load_balance: CSRI, equal chunks of entries per warp over
// A's own arrays (spmv/arch/csri.hpp); the schedule built at setup says where
// each chunk starts and which rows a second pass finishes. op = Aᵀ scatters
// by atomics over the same chunks (spmv/arch/csri_scatter.hpp).

#include "spmv/arch/csri_scatter.hpp"
#include "spmv/scale.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class CsrLoadBalancePlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::csr_load_balance;

  static CsrLoadBalancePlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    CsrLoadBalancePlan p;
    p.schedule_ = make_csri_schedule(in.exec, in.A, in.stats.empty_rows, in.options.omega,
                                     in.options.load_balance_chunk, in.vector_batch, in.limits);
    return p;
  }
  void refill(const ExecSpace&, const Matrix&) {}

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    if (op.transpose) {
      scale(exec, beta, y);
      csri_scatter_accumulate(exec, schedule_, op.conjugates<S>(), A, alpha, x, y);
    } else
      csri_apply(exec, schedule_, op.conjugates<S>(), A, alpha, x, beta, y);
  }

  PlanReport report() const {
    return {schedule_.bytes(), std::to_string(schedule_.num_chunks) + " chunks of <= " +
                                   std::to_string(schedule_.chunk) + " entries, " +
                                   std::to_string(schedule_.carries.num_rows()) +
                                   " rows finished by a second pass"};
  }

 private:
  CsriSchedule<S, typename Matrix::non_const_ordinal_type, typename Matrix::device_type> schedule_;
};

}  // namespace kspmv
