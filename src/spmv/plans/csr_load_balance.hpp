#pragma once
// Algorithm::csr_load_balance: CSRI, equal chunks of entries per warp over
// A's own arrays (spmv/arch/csri.hpp); the schedule built at setup says where
// each chunk starts and which rows a second pass finishes. op = Aᵀ scatters
// by atomics over the same chunks (spmv/arch/csri_scatter.hpp). A rank-2
// handle on rows long enough (merge_walk_taken) gathers with merge-path
// walkers of one lane per vector instead (spmv/merge_walk.hpp), which read
// each entry once for all vectors, in applies of at least
// merge_walk_min_vectors vectors; elsewhere a rank-2 handle on a GPU stages
// each chunk's products in shared memory and sums them by row
// (staged_products_taken, spmv/arch/staged_products.hpp), with the schedule's
// chunk set to the staged one. Where rows are long and even enough
// (warp_rows_taken) every rank-2 op = A gives each row a warp, a launch per
// wide tile of vectors (spmv/arch/csr_vector_tiles.hpp), instead of both. The gather reads columns as 16-bit deltas
// where a window of entries allows (NarrowEntries, formats/narrow_entries.hpp)
// when SpmvOptions::column_indices asks (narrow) or, by default, when
// narrow_entries_weighed/_declined (spmv/automatic.hpp) find it pays: memory
// held beside A's own col_idx for fewer bytes read per apply. Rank-1 gathers
// load A's entries with cache-streaming loads where matrix_loads_streamed
// finds A most of the traffic. With SpmvOptions::value_precision = single a
// rank-1 handle's plan keeps a single-precision copy of A's values (4 bytes
// each in double), which its gather reads; the scatter (op = Aᵀ) reads A's
// values as given, and so do rank-2 handles, which keep no copy.

#include "convert/narrow_entries.hpp"
#include "spmv/plans/stored_values.hpp"
#include "spmv/arch/csr_vector_tiles.hpp"
#include "spmv/arch/csri_scatter.hpp"
#include "spmv/arch/staged_products.hpp"
#include "spmv/automatic.hpp"
#include "spmv/automatic_statistics.hpp"
#include "spmv/merge_walk.hpp"
#include "spmv/row_major_x.hpp"
#include "spmv/scale.hpp"
#include "spmv/plans/chunk_schedules.hpp"
#include "spmv/plans/plan_input.hpp"

namespace kspmv {

// Rank-2 op = A by staged products instead of CSRI, where the merge-path
// walk is not taken: SpmvOptions::staged_products if set; else on GPUs where
// X is read as given, unless the caller set the chunk (omega,
// load_balance_chunk), which staged products would replace by their own.
// H100, K = 8, run 41, csr_load_balance with and without staged products on
// the fit suites: with X as given 0.71-0.96x CSRI's time (stencil7:128 0.71,
// circuit204 x4080 0.78, soc-Epinions1 x47 0.91, denserows 0.96); through
// the row-major copy of X 1.3-3.2x slower (wing x99 1.31, PGPgiantcompo x494
// 2.89, usroads-48 x74 3.16): a team takes the vectors one after another,
// so each gather of a copied row uses 8 of its bytes, where CSRI's
// neighbouring warps take one chunk's vectors together.
// `gpu`: the backend runs teams of several threads (host backends keep CSRI);
// `walks`: the merge-path walk serves every rank-2 apply (a walking handle's
// applies of fewer than merge_walk_min_vectors vectors may stage products).
template <class Device>
bool staged_products_taken(const SpmvOptions& o, const RowStatistics<Device>& s,
                           const TuningTable& t, bool walks, bool gpu) {
  if (s.nnz == 0 || walks) return false;
  if (o.staged_products) return *o.staged_products;
  if (o.omega > 0 || o.load_balance_chunk > 0) return false;
  return gpu && !rows_ask_row_major_x(o.row_major_x, s, t);
}

// Rank-2 op = A by a warp a row (spmv/arch/csr_vector_tiles.hpp), a launch
// per multivector_wide_tile_bytes of vectors: SpmvOptions::warp_rows
// if set; else on GPUs where rows hold at least warp_rows_min_mean entries
// on average and the longest row is at most one resident warp's share of the
// entries (TuningTable::warp_rows_min_mean), unless the merge walk or
// staged products are asked for. `resident_warps`: warps the device holds at
// once.
template <class Device>
bool warp_rows_taken(const SpmvOptions& o, const RowStatistics<Device>& s, const TuningTable& t,
                     std::int64_t resident_warps, bool gpu) {
  if (s.nnz == 0) return false;
  if (o.warp_rows) return *o.warp_rows;
  if (o.merge_walk.value_or(false) || o.staged_products.value_or(false)) return false;
  return gpu && s.mean >= t.warp_rows_min_mean &&
         double(s.max_row) * double(resident_warps) <= double(s.nnz);
}

// The same on ExecSpace, which keeps `resident_threads` in flight
// (exec.concurrency()): the plan's choice, and the handle's for X's path.
template <class ExecSpace, class Device>
bool warp_rows_taken_on(const SpmvOptions& o, const RowStatistics<Device>& s, const TuningTable& t,
                        std::int64_t resident_threads) {
  return warp_rows_taken(o, s, t, resident_threads / std::int64_t(compat::warp_width<ExecSpace>()),
                         compat::is_gpu_space<ExecSpace>());
}

// Whether the staged kernel runs staged_products_ordered_min_teams teams a
// multiprocessor: rows in order and narrow (TuningTable::
// staged_products_ordered_max_scattered, _min_narrow). The narrow groups are
// counted here where the handle's statistics did not count them (a pass
// over the row pointers and columns, only for staged plans with rows in
// order); a count that does not fit in memory keeps the default teams.
inline bool staged_rows_ordered(double scattered_rows, double narrow_groups, const TuningTable& t) {
  return scattered_rows < t.staged_products_ordered_max_scattered &&
         narrow_groups >= t.staged_products_ordered_min_narrow;
}
template <class ExecSpace, class Matrix>
bool staged_products_ordered(const ExecSpace& exec, const Matrix& A,
                             const RowStatistics<typename Matrix::device_type>& s,
                             const TuningTable& t, const ConversionLimits& limits) {
  if (!compat::is_gpu_space<ExecSpace>() || !staged_rows_ordered(s.scattered_rows, 1.0, t))
    return false;
  auto counted = s;  // a count that does not fit leaves narrow_groups at -1
  if (counted.narrow_groups < 0) count_rule_narrow_groups(counted, exec, A, t, limits);
  return staged_rows_ordered(counted.scattered_rows, counted.narrow_groups, t);
}

// to(k) = A's value k in to's value type (an extended lambda may not live in
// a private member function).
template <class ExecSpace, class From, class To>
void copy_values_as(const ExecSpace& exec, const From& from, const To& to) {
  using T = typename To::non_const_value_type;
  Kokkos::parallel_for(
      "kspmv::copy_values_as", Kokkos::RangePolicy<ExecSpace>(exec, 0, to.extent(0)),
      KOKKOS_LAMBDA(const std::int64_t k) { to(k) = T(from(k)); });
}

template <class ExecSpace, class Matrix>
class CsrLoadBalancePlan {
 public:
  using S = typename Matrix::non_const_value_type;
  static constexpr Algorithm algorithm = Algorithm::csr_load_balance;
  static constexpr bool stores_single_values = true;

  static CsrLoadBalancePlan setup(const PlanInput<ExecSpace, Matrix>& in) {
    CsrLoadBalancePlan p;
    // Warp rows serve every rank-2 op = A where taken: no walk, no staging.
    p.warp_rows_ = in.vector_batch > 1 &&
                   warp_rows_taken_on<ExecSpace>(in.options, in.stats, in.table,
                                                 std::int64_t(in.exec.concurrency()));
    const bool walks = in.vector_batch > 1 && !p.warp_rows_ &&
                       merge_walk_taken(in.options, in.stats, in.table, in.vector_batch);
    p.walk_min_vectors_ = merge_walk_min_vectors(in.options, in.table);
    p.staged_ = in.vector_batch > 1 && !p.warp_rows_ &&
                staged_products_taken(in.options, in.stats, in.table,
                                      walks && p.walk_min_vectors_ <= 2,
                                      compat::is_gpu_space<ExecSpace>());
    p.staged_ordered_ = p.staged_ && staged_products_ordered(in.exec, in.A, in.stats, in.table, in.limits);
    p.schedule_ = make_csri_schedule(
        in.exec, in.A, in.stats.empty_rows, in.options.omega,
        p.staged_ ? StagedShape<ExecSpace>::chunk : in.options.load_balance_chunk,
        in.vector_batch, in.limits);
    if (walks) p.walk_ = make_merge_walk_schedule(in.exec, in.A, in.vector_batch, in.limits);
    p.choose_columns(in);
    p.loads_ = plan_matrix_loads(in, in.table.csri_stream_max_vector_share);
    p.store_single_values(in);
    return p;
  }
  void refill(const ExecSpace& exec, const Matrix& A) {
    if (single_) fill_single_values(exec, A);
  }

  template <class XView, class YView>
  void apply(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A, const XView& x,
             const S& beta, const YView& y) const {
    if (op.transpose) {
      scale(exec, beta, y, /*head_last=*/true);  // the scatter starts at y's head
      csri_scatter_accumulate(exec, schedule_, op.conjugates<S>(), A, alpha, x, y,
                              op.presum_scatter);
      return;
    }
    if (apply_warp_rows(exec, op, alpha, A, x, beta, y)) return;
    if (YView::rank == 2 && walk_.steps > 0 && num_vectors(y) >= walk_min_vectors_)
      merge_walk_apply(exec, walk_, op.conjugates<S>(), A, alpha, x, beta, y);
    else if (!apply_staged(exec, op, alpha, A, x, beta, y))
      gather(exec, op.conjugates<S>(), alpha, A, x, beta, y);
  }

  PlanReport report() const {
    std::string details = std::to_string(schedule_.num_chunks) + " chunks of <= " +
                          std::to_string(schedule_.chunk) + " entries, " +
                          std::to_string(schedule_.carries.num_rows()) +
                          " cut rows finished by a second pass, " +
                          std::to_string(schedule_.carries.num_empty()) +
                          " empty rows stored by warps after the chunks'" +
                          (staged_ || walk_.steps > 0
                               ? " (rank-2 staged or merge-walk applies: by their second pass, "
                                 "or by zeroing y first)"
                               : "");
    if (walk_.steps > 0)
      details += "; rank-2 op = A: " + std::to_string(walk_.num_segments) +
                 " merge-path walkers of " + std::to_string(merge_walk_steps) + " steps, " +
                 std::to_string(walk_.carries.num_rows()) + " rows finished by a second pass" +
                 (walk_min_vectors_ > 2 ? ", for applies of at least " +
                                              std::to_string(walk_min_vectors_) + " vectors"
                                        : std::string());
    if (warp_rows_)
      details += "; rank-2 op = A: a warp a row, " + std::to_string(warp_rows_launch_vectors<S>) +
                 " vectors a launch, the lanes' sums of the vectors joined by a reduce-scatter";
    if (staged_)
      details += "; rank-2 op = A: staged products (" +
                 std::to_string(StagedShape<ExecSpace>::T) + " threads a chunk of " +
                 std::to_string(StagedShape<ExecSpace>::chunk) + " entries, " +
                 std::to_string(staged_ordered_ ? staged_products_ordered_vector_block
                                                : StagedShape<ExecSpace>::VB) +
                 " vectors a block, " +
                 (staged_ordered_
                      ? std::to_string(staged_products_ordered_min_teams) +
                            " teams a multiprocessor where their shared memory fits, else " +
                            std::to_string(staged_products_min_teams) + ": rows in order and narrow"
                      : std::to_string(staged_products_min_teams) + " teams a multiprocessor") +
                 ")";
    if (narrow_.used())
      details += "; columns as 16-bit deltas in " + std::to_string(narrow_.narrow_windows) +
                 " of " + std::to_string(narrow_.windows) + " windows of " +
                 std::to_string(schedule_.window) + " entries" +
                 (narrow_.narrow_windows < narrow_.windows ? " (32-bit in the rest)" : "");
    else if (narrow_.windows > 0)
      details += "; 32-bit columns (no window of " + std::to_string(schedule_.window) +
                 " entries spans few enough columns for 16-bit deltas)";
    else
      details += columns_declined_;
    details += loads_.why;
    const bool reads_single = single_ || (asked_single_ && std::is_same_v<Single, S>);
    if (reads_single)
      details += single_values_description(asked_single_, single_, rounding_) +
                 (single_ ? " (op = A; op = Aᵀ reads A's values)" : "");
    else if (asked_single_)
      details += "; values as given (value_precision single: rank-2 kernels read A's)";
    return {held_bytes(), details, rounding_, reads_single, warp_rows_, walk_.steps > 0};
  }

 private:
  using Single = single_precision_t<S>;

  // The CSRI gather, reading the single-precision copy of the values where
  // the plan keeps one (rank 1 only: one more instantiation per vector type).
  template <class XView, class YView>
  void gather(const ExecSpace& exec, bool conjugate, const S& alpha, const Matrix& A,
              const XView& x, const S& beta, const YView& y) const {
    if constexpr (YView::rank == 1 && !std::is_same_v<Single, S>) {
      if (single_) {
        csri_apply(exec, schedule_, narrow_, loads_.stream, conjugate, A,
                   static_cast<const Single*>(single_values_.data()), alpha, x, beta, y);
        return;
      }
    }
    csri_apply(exec, schedule_, narrow_, loads_.stream, conjugate, A,
               static_cast<const S*>(A.values.data()), alpha, x, beta, y);
  }

  // SpmvOptions::value_precision = single, rank-1 handles: a copy of A's
  // values as Single, refused before allocating when it does not fit.
  void store_single_values(const PlanInput<ExecSpace, Matrix>& in) {
    asked_single_ = in.options.value_precision == ValuePrecision::single;
    if (!asked_single_ || std::is_same_v<Single, S> || in.vector_batch > 1) return;
    single_ = true;
    const std::size_t bytes = std::size_t(in.A.nnz()) * sizeof(Single);
    ensure_fits<typename Matrix::device_type::memory_space>(
        "csr_load_balance", std::to_string(in.A.nnz()) + " single-precision values", bytes,
        in.limits.less(held_bytes()));
    single_values_ = Kokkos::View<Single*, typename Matrix::device_type>(
        Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::csri_single_values"),
        std::size_t(in.A.nnz()));
    fill_single_values(in.exec, in.A);
  }
  void fill_single_values(const ExecSpace& exec, const Matrix& A) {
    copy_values_as(exec, A.values, single_values_);
    rounding_ = largest_relative_rounding<Single>(exec, A.values);
  }

  // Device memory the plan holds beside A (what is built so far during setup).
  std::size_t held_bytes() const {
    return schedule_.bytes() + walk_.bytes() + narrow_.bytes() +
           single_values_.span() * sizeof(Single);
  }

  // A warp a row where taken (warp_rows_taken), compiled for rank-2 views
  // only.
  template <class XView, class YView>
  bool apply_warp_rows(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A,
                       const XView& x, const S& beta, const YView& y) const {
    if constexpr (YView::rank == 2) {
      if (!warp_rows_) return false;
      // A launch per warp_rows_launch_vectors columns: at K = 16 and 32 two and
      // four launches of 8 doubles took 0.70-0.77 of one launch's time with
      // two tiles a row (run 80 c6, c7: the gathers of X, not A's stream,
      // bound it, and one tile a row lets the warps walk). One tile a launch
      // for 5-7 vectors too (with_fewest_tiles, run 81).
      const std::int64_t k = num_vectors(y);
      constexpr std::int64_t step = warp_rows_launch_vectors<S>;
      for (std::int64_t j = 0; j < k; j += step) {
        const auto columns = std::make_pair(j, std::min(k, j + step));
        const XView xb = Kokkos::subview(x, Kokkos::ALL, columns);
        const YView yb = Kokkos::subview(y, Kokkos::ALL, columns);
        csr_vector_tiles_apply(exec, op.conjugates<S>(), A, alpha, xb, beta, yb,
                               /*fewest_tiles=*/true);
      }
      return true;
    }
    return false;
  }

  // Staged products where taken, compiled for rank-2 views only.
  template <class XView, class YView>
  bool apply_staged(const ExecSpace& exec, const Op& op, const S& alpha, const Matrix& A,
                    const XView& x, const S& beta, const YView& y) const {
    if constexpr (YView::rank == 2) {
      if (staged_) {
        staged_products_apply(exec, schedule_, op.conjugates<S>(), staged_ordered_, A, alpha, x,
                              beta, y);
        return true;
      }
    }
    return false;
  }

  // 16-bit column deltas (SpmvOptions::column_indices): asked for, or weighed
  // by narrow_entries_weighed and, once the windows are counted,
  // narrow_entries_declined (spmv/automatic.hpp).
  void choose_columns(const PlanInput<ExecSpace, Matrix>& in) {
    const SpmvOptions& o = in.options;
    if (in.A.nnz() == 0 || o.column_indices == ColumnIndices::full) return;
    const bool asked = o.column_indices == ColumnIndices::narrow;
    if (!asked && !narrow_entries_weighed(o, in.table, in.vector_batch > 1)) return;
    const ConversionLimits left = in.limits.less(held_bytes());
    narrow_ = narrow_entry_windows(in.exec, in.A, schedule_.window, left);
    if (!asked) {
      columns_declined_ = narrow_entries_declined(
          narrow_.narrow_fraction(), narrow_.delta_bytes(),
          available_bytes<typename Matrix::device_type::memory_space>(left.less(narrow_.bytes())),
          in.table);
      if (!columns_declined_.empty()) {
        narrow_ = {};
        return;
      }
    }
    fill_narrow_deltas(in.exec, in.A, narrow_, left.less(narrow_.bytes()));
  }

  CsriSchedule<S, typename Matrix::non_const_ordinal_type, typename Matrix::device_type> schedule_;
  MergeWalkSchedule<S, typename Matrix::device_type> walk_;  // rank-2, merge_walk_taken only
  int walk_min_vectors_ = 2;  // narrower applies of a walking handle: staged products or CSRI
  bool staged_ = false;  // rank-2 op = A by staged products (staged_products_taken)
  bool staged_ordered_ = false;  // ...at staged_products_ordered_min_teams (staged_products_ordered)
  bool warp_rows_ = false;  // rank-2 op = A of few vectors by a warp a row (warp_rows_taken)
  // Columns as 16-bit deltas (choose_columns); empty: A's col_idx.
  NarrowEntries<typename Matrix::non_const_ordinal_type, typename Matrix::device_type> narrow_;
  std::string columns_declined_;  // why automatic kept 32-bit columns, for describe()
  MatrixLoadsChoice loads_;       // rank-1 op = A: streaming loads of A's entries
  // value_precision = single: A's values as Single, read by the rank-1 gather.
  Kokkos::View<Single*, typename Matrix::device_type> single_values_;
  bool single_ = false, asked_single_ = false;
  double rounding_ = 0.0;
};

}  // namespace kspmv
