#pragma once
// What a plan's setup reads, and what it reports back. A plan is one
// algorithm's state: the format or schedule it built at setup, refilled by
// refill(exec, A) when A's values change, and used by apply() on every call.
// Every plan type has the same members:
//   static constexpr Algorithm algorithm;
//   static Plan setup(const PlanInput<ExecSpace, Matrix>&);
//   void refill(const ExecSpace&, const Matrix&);
//   template <class X, class Y>
//   void apply(const ExecSpace&, const Op&, S alpha, const Matrix&, const X&, S beta, const Y&) const;
//   PlanReport report() const;
// and, where it can keep A's values in single precision
// (SpmvOptions::value_precision, spmv/plans/stored_values.hpp),
//   static constexpr bool stores_single_values = true;
// apply() allocates nothing and does not fence; x and y arrive as
// kernel_view_t (spmv/vector_access.hpp) unless the plan sets
// `takes_user_views`.

#include "convert/common.hpp"
#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/mode.hpp"

#include <cstddef>
#include <string>

namespace kspmv {

struct PlanReport {
  std::size_t bytes = 0;  // device memory held beyond A
  std::string details;    // shape of the format or schedule, for describe()
  double value_rounding = 0;  // largest relative rounding of a stored value (ValuePrecision)
  bool values_single = false;  // the kernels read single-precision values (ValuePrecision)
  // Rank-2 op = A runs a warp a row, a launch per warp_rows_launch_vectors
  // columns (csr_load_balance, warp_rows_taken).
  bool warp_rows = false;
  // Rank-2 op = A walks the merge path in applies of enough vectors
  // (csr_load_balance, merge_walk_taken; never with warp_rows).
  bool merge_walk = false;
};

template <class ExecSpace, class Matrix>
struct PlanInput {
  const ExecSpace& exec;
  const Matrix& A;
  const RowStatistics<typename Matrix::device_type>& stats;
  const SpmvOptions& options;
  const TuningTable& table;
  ConversionLimits limits;
  int vector_batch;  // vectors per launch of the chunked kernels: 1 for rank-1 handles, > 1 for rank-2
};

}  // namespace kspmv
