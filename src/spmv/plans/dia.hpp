#pragma once
// Algorithm::dia: A by diagonals (formats/dia.hpp): values only, no column
// indices; a gather without atomics in every mode (spmv/dia.hpp).

#include "convert/dia.hpp"
#include "spmv/dia.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class DiaPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::dia;

  static DiaPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    DiaPlan p;
    const double cap = in.options.dia_max_fill > 0 ? in.options.dia_max_fill : in.table.dia_max_fill;
    p.dia_ = to_dia(in.exec, in.A, in.limits, cap, in.table.ell_row_alignment);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) { refill_values(exec, A, dia_); }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    dia_apply(exec, op.transpose, op.conjugates<S>(), dia_, alpha, x, beta, y);
  }

  PlanReport report() const {
    const double fill = dia_.nnz > 0 ? double(dia_.padded_slots()) / double(dia_.nnz) : 0.0;
    return {dia_.bytes(), std::to_string(dia_.diagonals()) + " diagonals, " +
                              std::to_string(dia_.padded_slots()) + " slots (" +
                              std::to_string(fill) + " per entry)"};
  }

 private:
  format_for_t<DiaMatrix, Matrix> dia_;
};

}  // namespace kspmv
