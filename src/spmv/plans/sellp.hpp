#pragma once
// Algorithm::sellp: A in SELL-P slices ([TOPC20] Alg. 5), one thread per row;
// op = Aᵀ scatters with atomics. Values as A's scalar or single
// (SpmvOptions::value_precision), columns as 32-bit or 16-bit deltas in groups
// of a slice (SpmvOptions::column_indices; not where rows are long enough for
// op = Aᵀ to scatter by slots, a kernel that reads col_idx). Rank-1 gathers
// load the slots with cache-streaming loads where matrix_loads_streamed says.

#include "convert/sellp.hpp"
#include "spmv/automatic.hpp"
#include "spmv/plans/plan_input.hpp"
#include "spmv/plans/stored_columns.hpp"
#include "spmv/plans/stored_values.hpp"
#include "spmv/sellp.hpp"

#include <numeric>

namespace kspmv {

template <class ExecSpace, class Matrix>
class SellpPlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::sellp;
  static constexpr bool stores_single_values = true;

  static SellpPlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    const SpmvOptions& o = in.options;
    SellpPlan p;
    const int slice = o.sellp_slice_size > 0 ? o.sellp_slice_size : in.table.sellp_slice_size;
    int factor = o.sellp_stride_factor > 0 ? o.sellp_stride_factor : in.table.sellp_stride_factor;
    // Deltas pad every slice to a multiple of 4 slots (whole words): values
    // and deltas of the padding count against the 2 bytes a slot saved.
    const auto bytes_ratio = [&] {
      const std::int64_t full = sellp_slots(in.exec, in.A, slice, factor),
                         narrow = sellp_slots(in.exec, in.A, slice, std::lcm(factor, 4));
      const double v = double(stored_value_bytes<S>(o.value_precision));
      return double(narrow) * (v + 2) / (double(full) * (v + 4));
    };
    p.columns_ = StoredColumns<Matrix>::choose(
        in.exec, in.A, o, in.table, in.stats.max_row + factor <= sellp_row_scatter_max_len,
        in.limits, bytes_ratio);
    if (p.columns_.narrow()) factor = std::lcm(factor, 4);  // slices of whole words
    p.sellp_ = Stored::build(in.exec, in.A, o.value_precision, [&](auto values) {
      return to_sellp(in.exec, in.A, slice, factor, in.limits, values);
    });
    p.max_len_ = in.stats.max_row + factor;
    p.sellp_.visit([&](const auto& sp) {
      using D = typename Matrix::device_type;
      using Sets = Kokkos::View<const typename Matrix::non_const_size_type*, D>;
      using Lengths = Kokkos::View<const typename Matrix::non_const_ordinal_type*, D>;
      p.columns_.build(in.exec, in.A,
                       SellpRowSlots<Sets, Lengths>{sp.slice_sets, sp.slice_lengths, slice},
                       std::int64_t(sp.values.extent(0)) / 4, in.limits);
    });
    if (p.columns_.free_own_columns()) p.sellp_.modify([](auto& sp) { sp.col_idx = {}; });
    p.loads_ = plan_matrix_loads(in, in.table.padded_stream_max_vector_share);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    sellp_.refill(exec, A, [&](const auto& sp) { refill_values(exec, A, sp); });
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix&, const XView& x,
             const S& beta, const YView& y) const {
    sellp_.visit([&](const auto& sp) {
      if (op.transpose && max_len_ > sellp_row_scatter_max_len)
        sellp_slot_scatter(exec, op.conjugates<S>(), sp, alpha, x, beta, y);
      else
        sellp_apply(exec, op.transpose, op.conjugates<S>(), sp, columns_.columns(sp),
                    loads_.stream, max_len_, alpha, x, beta, y);
    });
  }

  PlanReport report() const {
    return sellp_.visit([&](const auto& sp) {
      return PlanReport{sp.bytes() + columns_.bytes(),
                        std::to_string(sp.num_slices()) + " slices of " +
                            std::to_string(sp.slice_size) + " rows" + sellp_.describe() +
                            columns_.describe() + loads_.why,
                        sellp_.rounding(), sellp_.reads_single()};
    });
  }

 private:
  using Stored = StoredFormat<SellpMatrix, Matrix>;
  Stored sellp_;
  std::int64_t max_len_ = 0;  // bounds every slice's width: sizes the transpose's split
  StoredColumns<Matrix> columns_;
  MatrixLoadsChoice loads_;  // rank-1 op = A: streaming loads of A's slots
};

}  // namespace kspmv
