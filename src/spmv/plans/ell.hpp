#pragma once
// Algorithm::ell: A padded to ELL, column-major ([TOPC20] Alg. 3): one thread
// per row, or groups of threads per row for short-and-wide matrices
// ([ISC20] Alg. 4-5, spmv/ell_groups.hpp); op = Aᵀ scatters with atomics.
// Values as A's scalar or single (SpmvOptions::value_precision), columns as
// 32-bit or 16-bit deltas (SpmvOptions::column_indices; not under the groups
// per row, whose kernel reads col_idx); rank-1 gathers a thread per row load
// the slots with cache-streaming loads where matrix_loads_streamed says.

#include "convert/ell.hpp"
#include "spmv/automatic.hpp"
#include "spmv/ell.hpp"
#include "spmv/ell_groups.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_columns.hpp"
#include "spmv/plans/stored_values.hpp"

#include <cmath>

namespace kspmv {

template <class ExecSpace, class Matrix>
class EllPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::ell;
  static constexpr bool stores_single_values = true;

  static EllPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    EllPlan p;
    const int alignment = in.table.ell_row_alignment;
    p.ell_ = Stored::build(in.exec, in.A, in.options.value_precision, [&](auto values) {
      return to_ell(in.exec, in.A, in.limits, -1, alignment, values);
    });
    p.width_ = p.ell_.visit([](const auto& ell) { return std::int64_t(ell.width); });
    p.shape_ = ell_group_shape(in.exec, in.stats.num_rows, p.width_, in.table,
                               in.options.deterministic);
    // A row's deltas take whole 8-byte words of 4 (EllRowSlots).
    const auto bytes_ratio = [w = double(p.width_),
                              v = double(stored_value_bytes<S>(in.options.value_precision))] {
      return (w * v + std::ceil(w / 4) * 8) / (w * (v + 4));
    };
    p.columns_ = StoredColumns<Matrix>::choose(in.exec, in.A, in.options, in.table,
                                               !p.shape_.used(), in.limits, bytes_ratio);
    p.ell_.visit([&](const auto& ell) {
      const std::int64_t stride = ell.stride, words = (p.width_ + 3) / 4 * stride;
      p.columns_.build(in.exec, in.A, EllRowSlots{stride, p.width_}, words, in.limits);
    });
    if (p.columns_.free_own_columns()) p.ell_.modify([](auto& ell) { ell.col_idx = {}; });
    if (!p.shape_.used()) p.loads_ = plan_matrix_loads(in, in.table.padded_stream_max_vector_share);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    ell_.refill(exec, A, [&](const auto& ell) { refill_values(exec, A, ell); });
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    ell_.visit([&](const auto& ell) {
      if (!op.transpose && shape_.used())
        ell_groups_apply(exec, shape_, op.conjugates<S>(), ell, alpha, x, beta, y);
      else
        ell_apply(exec, op.transpose, op.conjugates<S>(), ell, columns_.columns(ell),
                  loads_.stream, alpha, x, beta, y);
    });
  }

  PlanReport report() const {
    std::string d = "width " + std::to_string(width_);
    if (shape_.used())
      d += ", " + std::to_string(shape_.groups) + " thread groups x " +
           std::to_string(shape_.teams_per_row) + " teams per row";
    return {ell_.visit([](const auto& ell) { return ell.bytes(); }) + columns_.bytes(),
            d + ell_.describe() + columns_.describe() + loads_.why, ell_.rounding(), ell_.reads_single()};
  }

 private:
  using Stored = StoredFormat<EllMatrix, Matrix>;
  Stored ell_;
  std::int64_t width_ = 0;
  EllGroupShape shape_;
  StoredColumns<Matrix> columns_;
  MatrixLoadsChoice loads_;  // rank-1 op = A, a thread per row: streaming loads of A's slots
};

}  // namespace kspmv
