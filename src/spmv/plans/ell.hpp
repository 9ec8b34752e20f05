#pragma once
// Algorithm::ell: A padded to ELL, column-major ([TOPC20] Alg. 3): one thread
// per row, or groups of threads per row for short-and-wide matrices
// ([ISC20] Alg. 4-5, spmv/ell_groups.hpp); op = Aᵀ scatters with atomics.

#include "convert/ell.hpp"
#include "spmv/ell.hpp"
#include "spmv/ell_groups.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class EllPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::ell;

  static EllPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    EllPlan p;
    p.ell_ = to_ell(in.exec, in.A, in.limits);
    p.shape_ = ell_group_shape(in.exec, in.stats.num_rows, std::int64_t(p.ell_.width), in.table,
                               in.options.deterministic);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, ell_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    if (!op.transpose && shape_.used())
      ell_groups_apply(exec, shape_, op.conjugates<S>(), ell_, alpha, x, beta, y);
    else
      ell_apply(exec, op.transpose, op.conjugates<S>(), ell_, alpha, x, beta, y);
  }

  PlanReport report() const {
    std::string d = "width " + std::to_string(ell_.width);
    if (shape_.used())
      d += ", " + std::to_string(shape_.groups) + " thread groups x " +
           std::to_string(shape_.teams_per_row) + " teams per row";
    return {ell_.bytes(), d};
  }

 private:
  format_for_t<EllMatrix, Matrix> ell_;
  EllGroupShape shape_;
};

}  // namespace kspmv
