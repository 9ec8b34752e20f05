#pragma once
// Algorithm::csc: Aᵀ built once as CSC ([HPEC16]); op = Aᵀ gathers one
// thread per column of A, op = A scatters with atomics, or in deterministic
// mode gathers over A's own rows instead.

#include "convert/transpose.hpp"
#include "spmv/csr_scalar.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class CscPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::csc;

  static CscPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    CscPlan p;
    p.csc_ = to_csc(in.exec, in.A, in.limits);
    p.deterministic_ = in.options.deterministic;
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, csc_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    const bool conj = op.conjugates<S>();
    if (!op.transpose && deterministic_)
      csr_scalar_apply(exec, false, conj, A, alpha, x, beta, y);
    else  // the CSC arrays are the CSR arrays of Aᵀ
      csr_scalar_apply(exec, !op.transpose, conj, csc_.num_cols, csc_.col_ptr, csc_.row_idx,
                       csc_.values, alpha, x, beta, y);
  }

  PlanReport report() const {
    return {csc_.bytes(), deterministic_ ? "op = A gathers over A's rows (deterministic)"
                                         : "op = A scatters over A's columns"};
  }

 private:
  format_for_t<CscMatrix, Matrix> csc_;
  bool deterministic_ = false;
};

}  // namespace kspmv
