#pragma once
// Algorithm::dia: A by diagonals (formats/dia.hpp): values only, no column
// indices; a gather without atomics in every mode (spmv/dia.hpp). Diagonals
// holding fewer than SpmvOptions::dia_min_fill of their slots are left out
// and their entries go to a COO part, added by the warp COO kernel after the
// DIA launch (banded matrices with a few off-band entries, like HYB does for
// ELL); a deterministic handle stores every diagonal, so that op = Aᵀ stays
// a gather. DIA values as A's scalar or single (SpmvOptions::value_precision);
// the COO part keeps A's. Rank-1 applies load the values with cache-streaming
// loads where matrix_loads_streamed says (as ELL and SELL-P do).

#include "convert/dia.hpp"
#include "spmv/automatic.hpp"
#include "spmv/coo_load_balance.hpp"
#include "spmv/dia.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_values.hpp"

#include <string>

namespace kspmv {

// θ of the DIA / COO split: the option, else 1/dia_offband_slots (an entry
// in COO costs that many DIA slots); 0 when deterministic (no COO part,
// whose op = Aᵀ would scatter by atomics).
inline double dia_min_fill(const SpmvOptions& o, const TuningTable& t) {
  require(o.dia_min_fill <= 1, "dia: SpmvOptions::dia_min_fill must be at most 1 (a diagonal's "
          "share of used slots; 0 stores every diagonal, < 0 takes the table's), got ",
          o.dia_min_fill);
  if (o.deterministic) return 0.0;
  return o.dia_min_fill >= 0 ? o.dia_min_fill : dia_min_fill(t);
}

template <class ExecSpace, class Matrix>
class DiaPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  using Device = typename Matrix::device_type;
  static constexpr Algorithm algorithm = Algorithm::dia;
  static constexpr bool stores_single_values = true;

  static DiaPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    DiaPlan p;
    const double cap = in.options.dia_max_fill > 0 ? in.options.dia_max_fill : in.table.dia_max_fill;
    const int alignment = in.table.ell_row_alignment;
    p.min_fill_ = dia_min_fill(in.options, in.table);
    p.dia_ = Stored::build(in.exec, in.A, in.options.value_precision, [&](auto values) {
      return to_dia(in.exec, in.A, in.limits, cap, alignment, p.min_fill_, values);
    });
    p.loads_ = plan_matrix_loads(in, in.table.padded_stream_max_vector_share);
    if (p.min_fill_ > 0) {  // θ = 0 stores every diagonal: no COO part
      const auto starts = offband_row_starts(in.exec, in.A, p.offsets(), in.limits);
      p.offband_ = to_offband_coo(in.exec, in.A, p.offsets(), starts, in.limits);
      if (p.offband_.nnz() > 0) {
        p.offband_starts_ = starts;
        p.schedule_ = make_coo_schedule(in.exec, p.offband_, in.options, in.vector_batch);
      }
    }
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    dia_.refill(exec, A, [&](const auto& dia) { refill_values(exec, A, dia); });
    if (offband_.nnz() > 0) refill_offband(exec, A, offsets(), offband_starts_, offband_);
  }

  // DIA writes y = α·op(A_dia)·x + β·y (every row, a gather in both
  // directions), then the COO part adds α·op(A_off)·x.
  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    const bool conj = op.conjugates<S>();
    dia_.visit([&](const auto& dia) {
      dia_apply(exec, op.transpose, conj, loads_.stream, dia, alpha, x, beta, y);
    });
    if (offband_.nnz() > 0)
      coo_accumulate(exec, schedule_, op.transpose, conj, offband_, alpha, x, y);
  }

  PlanReport report() const {
    return dia_.visit([&](const auto& dia) {
      const double fill = dia.nnz > 0 ? double(dia.padded_slots()) / double(dia.nnz) : 0.0;
      std::string d = std::to_string(dia.diagonals()) + " diagonals, " +
                      std::to_string(dia.padded_slots()) + " slots (" + std::to_string(fill) +
                      " per entry)";
      if (min_fill_ > 0)
        d += ", diagonals under " + std::to_string(min_fill_) + " full left to COO: " +
             std::to_string(offband_.nnz()) + " off-band entries";
      return PlanReport{dia.bytes() + offband_.bytes() + schedule_.bytes() +
                            offband_starts_.span() * sizeof(std::int64_t),
                        d + dia_.describe() + loads_.why, dia_.rounding(), dia_.reads_single()};
    });
  }

 private:
  using Stored = StoredFormat<DiaMatrix, Matrix>;
  Kokkos::View<const std::int64_t*, Device> offsets() const {
    return dia_.visit(
        [](const auto& dia) { return Kokkos::View<const std::int64_t*, Device>(dia.offsets); });
  }
  Stored dia_;
  double min_fill_ = 0.0;
  format_for_t<CooMatrix, Matrix> offband_;
  Kokkos::View<std::int64_t*, Device> offband_starts_;  // for refills; empty without COO part
  CooSchedule<S, Device> schedule_;
  MatrixLoadsChoice loads_;  // rank 1: streaming loads of the values
};

}  // namespace kspmv
