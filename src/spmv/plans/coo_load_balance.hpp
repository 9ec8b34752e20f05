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
    const ChunkSize size = chunk_size_for(in.exec, in.stats.nnz, compat::warp_width<ExecSpace>(),
                                          in.options.omega, in.options.load_balance_chunk);
    p.chunks_ = {size.chunk, size.num_chunks};
    p.deterministic_ = in.options.deterministic;
    p.carries_ = make_coo_carries(in.exec, p.coo_, p.chunks_, p.deterministic_, in.vector_batch);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, coo_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    scale(exec, beta, y);
    coo_accumulate(exec, chunks_, carries_, deterministic_, op.transpose, op.conjugates<S>(), coo_,
                   alpha, x, y);
  }

  PlanReport report() const {
    return {coo_.bytes() + carries_.bytes(),
            std::to_string(chunks_.num_chunks) + " chunks of <= " + std::to_string(chunks_.chunk) +
                " entries" + (deterministic_ ? ", partials of cut rows added in a second pass"
                                             : ", atomics")};
  }

 private:
  format_for_t<CooMatrix, Matrix> coo_;
  CooChunks chunks_;
  ChunkCarries<S, Device> carries_;
  bool deterministic_ = false;
};

}  // namespace kspmv
