#pragma once
// Algorithm::csr_vector: the classical CSR kernel of [ISC20] Alg. 2, a
// subwarp of lanes per row (the largest power of two <= the longest row,
// capped at the warp width); op = Aᵀ scatters by atomics with the same
// lanes per row. Rank-2 op = A with a warp a row: spmv/arch/csr_vector_tiles.hpp.

#include "spmv/arch/csr_vector_tiles.hpp"
#include "spmv/csr_vector.hpp"
#include "spmv/scale.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class CsrVectorPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::csr_vector;

  static CsrVectorPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    CsrVectorPlan p;
    p.lanes_ = csr_vector_length<ExecSpace>(in.stats.max_row, in.options.vector_length);
    return p;
  }
  void refill(const ExecSpace&, const Matrix&) {}

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    if (op.transpose) {
      scale(exec, beta, y);
      csr_vector_scatter_accumulate(exec, op.conjugates<S>(), lanes_, A, alpha, x, y);
      return;
    }
    if constexpr (YView::rank == 2) {
      if (warp_rows()) {
        csr_vector_tiles_apply(exec, op.conjugates<S>(), A, alpha, x, beta, y);
        return;
      }
    }
    csr_vector_apply(exec, op.conjugates<S>(), lanes_, A, alpha, x, beta, y);
  }

  PlanReport report() const {
    return {0, "vector length " + std::to_string(lanes_) +
                   (warp_rows()
                        ? "; rank 2: a warp a row and tile of vectors, sums joined by a reduce-scatter"
                        : "")};
  }

 private:
  // A warp a row: rank-2 gathers take spmv/arch/csr_vector_tiles.hpp.
  bool warp_rows() const { return lanes_ == compat::warp_width<ExecSpace>(); }
  int lanes_ = 1;
};

}  // namespace kspmv
