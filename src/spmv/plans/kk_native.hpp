#pragma once
// Algorithm::kk_native: Kokkos Kernels' own KokkosSparse::spmv, on the
// caller's views (compat::kk_spmv_multivector says how rank-2 views go).

#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class KkNativePlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::kk_native;
  static constexpr bool takes_user_views = true;

  static KkNativePlan setup(const PlanInput<ExecSpace, Matrix>&) { return {}; }
  void refill(const ExecSpace&, const Matrix&) {}

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    require(!(op.conjugates<S>() && !op.transpose && compat::kk_spmv_ignores_conjugate<ExecSpace>()),
            "spmv: kk_native cannot run mode \"C\" here: this Kokkos Kernels version's Serial "
            "SpMV ignores the conjugate; choose another algorithm");
    const char mode[2] = {op.transpose ? (op.conjugate ? 'H' : 'T') : (op.conjugate ? 'C' : 'N'),
                          '\0'};
    if constexpr (XView::rank == 1)
      compat::kk_spmv(exec, mode, alpha, A, x, beta, y);
    else
      compat::kk_spmv_multivector(exec, mode, alpha, A, x, beta, y);
  }

  PlanReport report() const { return {0, "Kokkos Kernels' own kernel"}; }
};

}  // namespace kspmv
