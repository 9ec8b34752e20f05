#pragma once
// The parts of a handle's setup that depend on A's type alone, not on the
// views x and y: validating A, its row statistics, building a plan (the
// format conversions), the cached transpose, the row-order scatter and the
// refill of values. The rank-1 and rank-2 cores of one matrix type
// (spmv/handle_core.hpp) and the trial (spmv/trial.hpp) all call them here;
// they are defined out of the class, not inline, so that spmv/eti compiles
// them once per matrix type rather than once per core.

#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/automatic_statistics.hpp"
#include "spmv/plans/all_plans.hpp"
#include "spmv/row_major_x.hpp"
#include "spmv/row_order_scatter.hpp"
#include "spmv/transpose_cache.hpp"
#include "spmv/validate.hpp"

#include <cstdint>

namespace kspmv {

template <class ExecSpace, class Matrix>
struct SetupSteps {
  using Plans = AllPlans<ExecSpace, Matrix>;
  using Statistics = RowStatistics<typename Matrix::device_type>;

  static void validate(const ExecSpace& exec, const Matrix& A);
  // automatic's statistics (with the counts its rule weighs) or the plain ones.
  static Statistics statistics(const ExecSpace& exec, const Matrix& A, const SpmvOptions& options,
                               const TuningTable& table, bool for_automatic, bool multivector);
  static typename Plans::variant plan(Algorithm algorithm, const PlanInput<ExecSpace, Matrix>& in);
  static TransposeCache<ExecSpace, Matrix> transpose_cache(const ExecSpace& exec, const Matrix& A,
                                                           const SpmvOptions& options,
                                                           const TuningTable& table, int batch);
  static RowOrderScatter<ExecSpace, Matrix> row_order_scatter(const ExecSpace& exec,
                                                              const Matrix& A,
                                                              std::int64_t empty_rows,
                                                              const SpmvOptions& options,
                                                              const ConversionLimits& limits);
  static void refill(typename Plans::variant& plan, TransposeCache<ExecSpace, Matrix>& transposed,
                     const ExecSpace& exec, const Matrix& A);
};

template <class ExecSpace, class Matrix>
void SetupSteps<ExecSpace, Matrix>::validate(const ExecSpace& exec, const Matrix& A) {
  validate_crs(exec, A);
}

template <class ExecSpace, class Matrix>
typename SetupSteps<ExecSpace, Matrix>::Statistics SetupSteps<ExecSpace, Matrix>::statistics(
    const ExecSpace& exec, const Matrix& A, const SpmvOptions& options, const TuningTable& table,
    bool for_automatic, bool multivector) {
  auto s = for_automatic ? automatic_statistics(exec, A, options, table, multivector)
                         : compute_row_statistics(exec, A);
  // Whichever algorithm reads X, the rank-2 handle's choice of X's copy may weigh them.
  if (ordered_rows_worth_counting(s, options, table, multivector))
    count_rule_narrow_groups(s, exec, A, table, ConversionLimits{options.memory_limit_bytes});
  return s;
}

template <class ExecSpace, class Matrix>
typename SetupSteps<ExecSpace, Matrix>::Plans::variant SetupSteps<ExecSpace, Matrix>::plan(
    Algorithm algorithm, const PlanInput<ExecSpace, Matrix>& in) {
  return Plans::setup(algorithm, in);
}

template <class ExecSpace, class Matrix>
TransposeCache<ExecSpace, Matrix> SetupSteps<ExecSpace, Matrix>::transpose_cache(
    const ExecSpace& exec, const Matrix& A, const SpmvOptions& options, const TuningTable& table,
    int batch) {
  return TransposeCache<ExecSpace, Matrix>::build(exec, A, options, table, batch);
}

template <class ExecSpace, class Matrix>
RowOrderScatter<ExecSpace, Matrix> SetupSteps<ExecSpace, Matrix>::row_order_scatter(
    const ExecSpace& exec, const Matrix& A, std::int64_t empty_rows, const SpmvOptions& options,
    const ConversionLimits& limits) {
  return RowOrderScatter<ExecSpace, Matrix>::build(exec, A, empty_rows, options, limits);
}

template <class ExecSpace, class Matrix>
void SetupSteps<ExecSpace, Matrix>::refill(typename Plans::variant& plan,
                                           TransposeCache<ExecSpace, Matrix>& transposed,
                                           const ExecSpace& exec, const Matrix& A) {
  Plans::refill(plan, exec, A);
  transposed.refill(exec, A);
}

}  // namespace kspmv
