#pragma once
// The cached transpose of a handle: Aᵀ built once at setup as CSC (the CSR
// arrays of Aᵀ, convert/transpose.hpp) with a plan of its own, chosen by
// `automatic` on Aᵀ's rows, so op = Aᵀ runs as the best gather kernel of
// mode N does on an explicit Aᵀ: no atomics, reproducible bit for bit.
// Built only when SpmvOptions::expected_transposed_applies asks for it
// (spmv/handle_core.hpp decides); without it, op = Aᵀ scatters by atomics in the
// handle's own plan.

#include "convert/transpose.hpp"
#include "core/row_statistics.hpp"
#include "spmv/automatic.hpp"
#include "spmv/plans/all_plans.hpp"

#include <string>

namespace kspmv {

template <class ExecSpace, class Matrix>
class TransposeCache {
 public:
  using S = typename Matrix::non_const_value_type;
  using Transposed = plain_crs_t<Matrix>;

  static TransposeCache build(const ExecSpace& exec, const Matrix& A, const SpmvOptions& options,
                              const TuningTable& table, int vector_batch) {
    TransposeCache c;
    const ConversionLimits limits{options.memory_limit_bytes};
    c.csc_ = to_csc(exec, A, limits);
    c.At_ = csc_as_transposed_crs<ExecSpace>(c.csc_);
    const auto stats = compute_row_statistics(exec, c.At_);
    SpmvOptions inner = options;
    inner.validate = false;  // built here: indices are in range
    inner.expected_applies = options.expected_transposed_applies;
    inner.expected_transposed_applies = 0;
    inner.evc_hyb_permuted_y = false;  // Aᵀ's plan must answer in Aᵀ's own row order
    // Aᵀ is cached to serve many transposed applies exactly: its values stay
    // as given whatever SpmvOptions::value_precision asks of A's own plan.
    inner.value_precision = ValuePrecision::as_given;
    const AutomaticChoice choice =
        choose_algorithm(stats, inner, table, std::int64_t(exec.concurrency()), vector_batch > 1,
                         compat::peak_dram_gbs(exec));
    c.algorithm_ = choice.algorithm;
    c.reason_ = choice.reason;
    const PlanInput<ExecSpace, Transposed> input{exec, c.At_, stats, inner, table, limits,
                                                 vector_batch};
    c.plan_ = Plans::setup(c.algorithm_, input);
    c.plan_report_ = Plans::report(c.plan_);
    c.built_ = true;
    return c;
  }

  bool built() const { return built_; }

  void refill(const ExecSpace& exec, const Matrix& A) {
    if (!built_) return;
    refill_values(exec, A, csc_);
    Plans::refill(plan_, exec, At_);
  }

  // y = α·op(A)·x + β·y for op = Aᵀ or Aᴴ: mode N or C on Aᵀ.
  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const XView& x, const S& beta,
             const YView& y) const {
    const Op on_transposed{false, op.conjugate};
    std::visit(
        [&](const auto& plan) {
          using Plan = std::decay_t<decltype(plan)>;
          // automatic never picks kk_native, the one plan that wants other views
          if constexpr (!std::is_same_v<Plan, std::monostate> && !takes_user_views<Plan>::value)
            plan.apply(exec, on_transposed, alpha, At_, x, beta, y);
          else
            fail("spmv: the cached transpose has no plan (internal error)");
        },
        plan_);
  }

  std::size_t bytes() const { return built_ ? csc_.bytes() + plan_report_.bytes : 0; }

  std::string describe() const {
    return "cached CSC, gathered by " + std::string(algorithm_name(algorithm_)) + " (" + reason_ +
           (plan_report_.details.empty() ? "" : "; " + plan_report_.details) + ")";
  }

 private:
  using Plans = AllPlans<ExecSpace, Transposed>;
  bool built_ = false;
  format_for_t<CscMatrix, Matrix> csc_;
  Transposed At_;
  Algorithm algorithm_ = Algorithm::automatic;
  std::string reason_;
  PlanReport plan_report_;
  typename Plans::variant plan_;
};

}  // namespace kspmv
