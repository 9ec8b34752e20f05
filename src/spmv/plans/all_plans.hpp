#pragma once
// The plan of every algorithm, in one list: the handle holds a variant of
// them and finds the one to build by its `algorithm` tag. Adding an
// algorithm: its enum value (spmv/algorithm.hpp), its plan file, one entry
// here.

#include "spmv/plans/bsr.hpp"
#include "spmv/plans/coo_load_balance.hpp"
#include "spmv/plans/csc.hpp"
#include "spmv/plans/csr_load_balance.hpp"
#include "spmv/plans/csr_scalar.hpp"
#include "spmv/plans/csr_vector.hpp"
#include "spmv/plans/dia.hpp"
#include "spmv/plans/ell.hpp"
#include "spmv/plans/evc_hyb.hpp"
#include "spmv/plans/hybrid.hpp"
#include "spmv/plans/kk_native.hpp"
#include "spmv/plans/sellp.hpp"

#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace kspmv {

// Plans that can store A's values in single precision (plans/stored_values.hpp).
template <class Plan, class = void>
struct stores_single_values : std::false_type {};
template <class Plan>
struct stores_single_values<Plan, std::void_t<decltype(Plan::stores_single_values)>>
    : std::bool_constant<Plan::stores_single_values> {};

template <class... Plans>
struct PlanSet {
  using variant = std::variant<std::monostate, Plans...>;

  template <class Input>
  static variant setup(Algorithm a, const Input& in) {
    variant v;
    const bool found =
        ((a == Plans::algorithm && (v.template emplace<Plans>(Plans::setup(in)), true)) || ...);
    require(found, "setup: no plan for algorithm ", algorithm_name(a), " (internal error)");
    return v;
  }

  // Whether algorithm a's plan can keep A's values in single precision
  // (SpmvOptions::value_precision).
  static bool stores_single(Algorithm a) {
    return ((a == Plans::algorithm && stores_single_values<Plans>::value) || ...);
  }

  // The algorithms whose plans can, for error messages.
  static std::string single_value_algorithms() {
    std::string out;
    ((stores_single_values<Plans>::value
          ? (void)(out += (out.empty() ? "" : ", ") + std::string(algorithm_name(Plans::algorithm)))
          : (void)0),
     ...);
    return out;
  }

  // The plan's own account; empty without a plan.
  static PlanReport report(const variant& v) {
    return std::visit(
        [](const auto& plan) {
          if constexpr (std::is_same_v<std::decay_t<decltype(plan)>, std::monostate>)
            return PlanReport{};
          else
            return plan.report();
        },
        v);
  }

  template <class ExecSpace, class Matrix>
  static void refill(variant& v, const ExecSpace& exec, const Matrix& A) {
    std::visit(
        [&](auto& plan) {
          if constexpr (!std::is_same_v<std::decay_t<decltype(plan)>, std::monostate>)
            plan.refill(exec, A);
        },
        v);
  }

  // Sorted position -> A's row for plans that leave y permuted; empty view otherwise.
  template <class RowPermutation>
  static RowPermutation row_permutation(const variant& v) {
    return std::visit(
        [](const auto& plan) {
          if constexpr (has_row_permutation<std::decay_t<decltype(plan)>>::value)
            return RowPermutation(plan.row_permutation());
          else
            return RowPermutation();
        },
        v);
  }

 private:
  template <class Plan, class = void>
  struct has_row_permutation : std::false_type {};
  template <class Plan>
  struct has_row_permutation<Plan, std::void_t<decltype(std::declval<const Plan&>().row_permutation())>>
      : std::true_type {};
};

template <class ExecSpace, class Matrix>
using AllPlans =
    PlanSet<KkNativePlan<ExecSpace, Matrix>, CsrScalarPlan<ExecSpace, Matrix>,
            CsrVectorPlan<ExecSpace, Matrix>, CsrLoadBalancePlan<ExecSpace, Matrix>,
            CooLoadBalancePlan<ExecSpace, Matrix>, EllPlan<ExecSpace, Matrix>,
            SellpPlan<ExecSpace, Matrix>, HybridPlan<ExecSpace, Matrix>,
            CscPlan<ExecSpace, Matrix>, EvcHybPlan<ExecSpace, Matrix>,
            DiaPlan<ExecSpace, Matrix>, BsrPlan<ExecSpace, Matrix>>;

// Plans that want the caller's x and y as given rather than kernel_view_t.
template <class Plan, class = void>
struct takes_user_views : std::false_type {};
template <class Plan>
struct takes_user_views<Plan, std::void_t<decltype(Plan::takes_user_views)>>
    : std::bool_constant<Plan::takes_user_views> {};

}  // namespace kspmv
