#pragma once
// Algorithm::evc_hyb ([EVC]): rows sorted by length (within windows of rows
// when y is in A's order), short rows in ELL blocks per width, long rows in
// vectorized CSR, one launch for both
// (spmv/arch/evc_hyb.hpp). y comes out in A's row order; with
// SpmvOptions::evc_hyb_permuted_y it stays in the sorted order (row_of(p) is
// A's row at position p: SpmvHandle::row_permutation()), which saves the
// scattered writes of y for solvers that work in that order. Values as A's
// scalar or single (SpmvOptions::value_precision).

#include "convert/evc_hyb.hpp"
#include "spmv/arch/evc_hyb.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_values.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class EvcHybPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  using O = typename Matrix::non_const_ordinal_type;
  using Device = typename Matrix::device_type;
  static constexpr Algorithm algorithm = Algorithm::evc_hyb;
  static constexpr bool stores_single_values = true;

  static EvcHybPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    EvcHybPlan p;
    p.permuted_ = in.options.evc_hyb_permuted_y;
    // The table's windows serve y in A's order; the permuted-y mode sorts
    // all rows (EvcHybTuning::window_rows) unless asked otherwise.
    const std::int64_t window = in.options.evc_hyb_window_rows >= 0 ? in.options.evc_hyb_window_rows
                                : p.permuted_                       ? 0
                                                                    : -1;
    EvcHybShape shape = evc_hyb_shape(in.table.evc_hyb, in.options.evc_hyb_max_ell_row, window);
    if (window < 0 && shape.max_ell_row > evc_hyb_max_windowed_split)
      shape.window_rows = 0;  // the table's windows give way to a wide split asked for
    p.evc_ = Stored::build(in.exec, in.A, in.options.value_precision, [&](auto values) {
      return to_evc_hyb(in.exec, in.A, shape, in.limits, values);
    });
    p.max_ell_row_ = shape.max_ell_row;
    p.window_rows_ = shape.window_rows;
    p.nnz_ = in.stats.nnz;
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    evc_.refill(exec, A, [&](const auto& evc) { refill_values(exec, A, evc); });
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    evc_.visit([&](const auto& evc) {
      evc_hyb_apply(exec, op.transpose, op.conjugates<S>(), permuted_, evc, alpha, x, beta, y);
    });
  }

  // Sorted position -> A's row when y stays in the sorted order; empty otherwise.
  Kokkos::View<const O*, Device> row_permutation() const {
    if (!permuted_) return {};
    return evc_.visit([](const auto& evc) { return Kokkos::View<const O*, Device>(evc.row_of); });
  }

  PlanReport report() const {
    std::string d = evc_.visit([&](const auto& evc) { return shape_of(evc); });
    return {evc_.visit([](const auto& evc) { return evc.bytes(); }), d + evc_.describe(),
            evc_.rounding(), evc_.reads_single()};
  }

 private:
  using Stored = StoredFormat<EvcHybMatrix, Matrix>;

  template <class Evc>
  std::string shape_of(const Evc& evc) const {
    const std::int64_t rows = evc.num_rows;
    const std::string sorted = window_rows_ > 0 && window_rows_ < rows
                                   ? "rows sorted within windows of " + std::to_string(window_rows_)
                                   : "rows sorted";
    return "EVC-HYB: " + sorted + "; rows <= " + std::to_string(max_ell_row_) + " long in " +
           std::to_string(evc.ell_groups) + " ELL groups (" + std::to_string(evc.ell_rows) +
           " rows), " + std::to_string(rows - std::int64_t(evc.ell_rows)) + " rows in vCSR (" +
           std::to_string(evc.num_groups() - evc.ell_groups) + " TPR groups), " +
           std::to_string(evc.stored_slots) + " slots stored (" +
           std::to_string(evc.stored_slots - nnz_) + " padding), " +
           std::to_string(evc.teams()) + " teams of " + std::to_string(evc.team_threads) +
           "; y in " + (permuted_ ? "the sorted row order (permuted-y mode)" : "A's row order");
  }

  Stored evc_;
  bool permuted_ = false;
  std::int64_t max_ell_row_ = 0;
  std::int64_t window_rows_ = 0;
  std::int64_t nnz_ = 0;
};

}  // namespace kspmv
