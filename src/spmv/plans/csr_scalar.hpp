#pragma once
// Algorithm::csr_scalar: one thread per row on A's own arrays ([HPEC16]
// naive CSR); op = Aᵀ scatters with atomics. Nothing to build.

#include "spmv/csr_scalar.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class CsrScalarPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::csr_scalar;

  static CsrScalarPlan setup(const PlanInput<ExecSpace, Matrix>&) { return {}; }
  void refill(const ExecSpace&, const Matrix&) {}

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    csr_scalar_apply(exec, op.transpose, op.conjugates<S>(), A, alpha, x, beta, y);
  }

  PlanReport report() const { return {0, "one thread per row"}; }
};

}  // namespace kspmv
