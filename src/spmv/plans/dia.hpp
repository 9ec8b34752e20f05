#pragma once
// Algorithm::dia: A by diagonals (formats/dia.hpp): values only, no column
// indices; a gather without atomics in every mode (spmv/dia.hpp). Values as
// A's scalar or single (SpmvOptions::value_precision).

#include "convert/dia.hpp"
#include "spmv/dia.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_values.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix>
class DiaPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::dia;
  static constexpr bool stores_single_values = true;

  static DiaPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    DiaPlan p;
    const double cap = in.options.dia_max_fill > 0 ? in.options.dia_max_fill : in.table.dia_max_fill;
    const int alignment = in.table.ell_row_alignment;
    p.dia_ = Stored::build(in.exec, in.A, in.options.value_precision, [&](auto values) {
      return to_dia(in.exec, in.A, in.limits, cap, alignment, values);
    });
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    dia_.refill(exec, A, [&](const auto& dia) { refill_values(exec, A, dia); });
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    dia_.visit([&](const auto& dia) {
      dia_apply(exec, op.transpose, op.conjugates<S>(), dia, alpha, x, beta, y);
    });
  }

  PlanReport report() const {
    return dia_.visit([&](const auto& dia) {
      const double fill = dia.nnz > 0 ? double(dia.padded_slots()) / double(dia.nnz) : 0.0;
      return PlanReport{dia.bytes(),
                        std::to_string(dia.diagonals()) + " diagonals, " +
                            std::to_string(dia.padded_slots()) + " slots (" +
                            std::to_string(fill) + " per entry)" + dia_.describe(),
                        dia_.rounding()};
    });
  }

 private:
  using Stored = StoredFormat<DiaMatrix, Matrix>;
  Stored dia_;
};

}  // namespace kspmv
