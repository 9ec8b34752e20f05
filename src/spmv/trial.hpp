#pragma once
// SpmvOptions::trial_candidates: instead of trusting the rule of
// spmv/automatic.hpp, setup builds the plan of each candidate
// (trial_candidates()), times its applies on this device and keeps the plan
// whose setup + expected_applies × apply is least. Everything happens inside
// setup, so applies stay free of fences and allocations (and capturable).
// Timing: mode N, α = 1, β = 0, each apply fenced, median of
// TuningTable::trial_applies after one untimed apply; host clock.

#include "core/errors.hpp"
#include "spmv/mode.hpp"
#include "spmv/plans/all_plans.hpp"
#include "spmv/vector_access.hpp"

#include <Kokkos_Core.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace kspmv {

template <class Variant>
struct TrialOutcome {
  Algorithm chosen = Algorithm::automatic;
  Variant plan;
  std::string account;  // what was measured, for describe()
};

namespace detail {

// A vector of the kernel view type K (rank 1, or rank 2 with one column) filled with `value`.
template <class K>
K trial_vector(const char* label, std::size_t n, typename K::non_const_value_type value) {
  using S = typename K::non_const_value_type;
  using D = typename K::device_type;
  if constexpr (K::rank == 1) {
    Kokkos::View<S*, Kokkos::LayoutLeft, D> v(std::string(label), n);
    Kokkos::deep_copy(v, value);
    return v;
  } else {
    Kokkos::View<S**, Kokkos::LayoutLeft, D> v(std::string(label), n, 1);
    Kokkos::deep_copy(v, value);
    return v;
  }
}

inline std::string milliseconds(double seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g ms", seconds * 1e3);
  return buf;
}

}  // namespace detail

// Steps: SetupSteps<ExecSpace, Matrix> (spmv/setup_steps.hpp), which builds the plans.
template <class Steps, class XKernel, class YKernel, class ExecSpace, class Matrix>
TrialOutcome<typename Steps::Plans::variant> run_trial(const PlanInput<ExecSpace, Matrix>& input,
                                                const std::vector<Algorithm>& candidates) {
  using Plans = typename Steps::Plans;
  using S = typename Matrix::non_const_value_type;
  using Clock = std::chrono::steady_clock;
  const ExecSpace& exec = input.exec;
  const Matrix& A = input.A;
  const XKernel x = detail::trial_vector<XKernel>("kspmv::trial_x", std::size_t(A.numCols()), S(1));
  const YKernel y = detail::trial_vector<YKernel>("kspmv::trial_y", std::size_t(A.numRows()), S(0));
  const Op op = parse_mode("N");
  const double applies = double(std::max<std::int64_t>(1, input.options.expected_applies));
  const int reps = std::max(1, input.table.trial_applies);

  TrialOutcome<typename Plans::variant> best;
  double best_score = std::numeric_limits<double>::infinity();
  std::ostringstream account;
  account << "trial (mode N, median of " << reps << " applies; score = setup + "
          << std::int64_t(applies) << " x apply):";
  for (const Algorithm a : candidates) {
    account << " " << algorithm_name(a);
    auto t0 = Clock::now();
    typename Plans::variant plan;
    try {
      plan = Steps::plan(a, input);
    } catch (const Error& e) {  // e.g. its format does not fit the memory limit
      account << " skipped (" << e.what() << ");";
      continue;
    }
    exec.fence();
    const double setup_s = std::chrono::duration<double>(Clock::now() - t0).count();
    std::vector<double> times;
    for (int k = -1; k < reps; ++k) {
      t0 = Clock::now();
      std::visit(
          [&](const auto& p) {
            using Plan = std::decay_t<decltype(p)>;
            if constexpr (std::is_same_v<Plan, std::monostate> || takes_user_views<Plan>::value)
              fail("trial: ", algorithm_name(a), " cannot be timed (internal error)");
            else
              p.apply(exec, op, S(1), A, x, S(0), y);
          },
          plan);
      exec.fence();
      if (k >= 0) times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
    const double apply_s = times[times.size() / 2];
    const double score = setup_s + applies * apply_s;
    account << " setup " << detail::milliseconds(setup_s) << " + apply "
            << detail::milliseconds(apply_s) << ";";
    if (score < best_score) {
      best_score = score;
      best.chosen = a;
      best.plan = std::move(plan);
    }
  }
  require(best_score < std::numeric_limits<double>::infinity(),
          "setup: no trial candidate could be built (", account.str(), ")");
  account << " kept " << algorithm_name(best.chosen);
  best.account = account.str();
  return best;
}

}  // namespace kspmv
