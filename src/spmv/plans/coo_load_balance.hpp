#pragma once
// Algorithm::coo_load_balance: A copied to COO, equal chunks of entries per
// warp with the segmented scan of [TOPC20] Alg. 1 (spmv/arch/coo_warp.hpp);
// atomics, or in deterministic mode per-chunk partials and a second pass.

#include "convert/coo.hpp"
#include "spmv/coo_load_balance.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class CooLoadBalancePlan {
 public:
  using S = typename Matrix::non_const_value_type;
  using Device = typename Matrix::device_type;
  static constexpr Algorithm algorithm = Algorithm::coo_load_balance;

  static CooLoadBalancePlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    CooLoadBalancePlan p;
    p.coo_ = to_coo(in.exec, in.A, in.limits);
    p.schedule_ = make_coo_schedule(in.exec, p.coo_, in.options, in.vector_batch);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, coo_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    scale(exec, beta, y);
    coo_accumulate(exec, schedule_, op.transpose, op.conjugates<S>(), coo_, alpha, x, y);
  }

  PlanReport report() const {
    const CooChunks& c = schedule_.chunks;
    return {coo_.bytes() + schedule_.bytes(),
            std::to_string(c.num_chunks) + " chunks of <= " + std::to_string(c.chunk) +
                " entries" + (schedule_.deterministic ? ", partials of cut rows added in a second pass"
                                                      : ", atomics")};
  }

 private:
  format_for_t<CooMatrix, Matrix> coo_;
  CooSchedule<S, Device> schedule_;
};

}  // namespace kspmv
