#pragma once
// Algorithm::sellp: A in SELL-P slices ([TOPC20] Alg. 5), one thread per row;
// op = Aᵀ scatters with atomics. Values as A's scalar or single
// (SpmvOptions::value_precision).

#include "convert/sellp.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_values.hpp"
#include "spmv/sellp.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class SellpPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::sellp;
  static constexpr bool stores_single_values = true;

  static SellpPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    const SpmvOptions& o = in.options;
    SellpPlan p;
    const int slice = o.sellp_slice_size > 0 ? o.sellp_slice_size : in.table.sellp_slice_size;
    const int factor =
        o.sellp_stride_factor > 0 ? o.sellp_stride_factor : in.table.sellp_stride_factor;
    p.sellp_ = Stored::build(in.exec, in.A, o.value_precision, [&](auto values) {
      return to_sellp(in.exec, in.A, slice, factor, in.limits, values);
    });
    p.max_len_ = in.stats.max_row + (o.sellp_stride_factor > 0 ? o.sellp_stride_factor
                                                               : in.table.sellp_stride_factor);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    sellp_.refill(exec, A, [&](const auto& sp) { refill_values(exec, A, sp); });
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    sellp_.visit([&](const auto& sp) {
      if (op.transpose && max_len_ > sellp_row_scatter_max_len)
        sellp_slot_scatter(exec, op.conjugates<S>(), sp, alpha, x, beta, y);
      else
        sellp_apply(exec, op.transpose, op.conjugates<S>(), sp, max_len_, alpha, x, beta, y);
    });
  }

  PlanReport report() const {
    return sellp_.visit([&](const auto& sp) {
      return PlanReport{sp.bytes(),
                        std::to_string(sp.num_slices()) + " slices of " +
                            std::to_string(sp.slice_size) + " rows" + sellp_.describe(),
                        sellp_.rounding()};
    });
  }

 private:
  using Stored = StoredFormat<SellpMatrix, Matrix>;
  Stored sellp_;
  std::int64_t max_len_ = 0;  // bounds every slice's width: sizes the transpose's split
};

}  // namespace kspmv
