#pragma once
// HandleCore: what an SpmvHandle does, for the view types its kernels are
// instantiated on (KX = core_x_view_t<XView>, KY = kernel_view_t<YView>,
// spmv/vector_access.hpp) rather than the caller's. setup(A) validates A,
// measures its rows, picks the algorithm (or takes the one asked for) and
// builds that algorithm's plan (spmv/plans/): the format or schedule, once.
// apply() runs the plan without allocating or fencing; update_values(A)
// refreshes the plan's copy of A's values for a matrix with the same pattern.
//
// Callers with LayoutLeft, LayoutRight or strided, const or non-const views
// share one core type, and setup, update_values and apply are defined out of
// the class (not inline), so that one explicit instantiation
// (src/spmv/eti) compiles every kernel of a type once for all
// the translation units that use it.

#include "core/row_statistics.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/automatic.hpp"
#include "spmv/mode.hpp"
#include "spmv/plans/all_plans.hpp"
#include "spmv/reordering.hpp"
#include "spmv/row_major_x.hpp"
#include "spmv/row_major_y.hpp"
#include "spmv/transpose_vectors.hpp"
#include "spmv/scale.hpp"
#include "spmv/setup_steps.hpp"
#include "spmv/trial.hpp"

#include <chrono>
#include <sstream>
#include <string>

namespace kspmv {

struct SetupReport {
  Algorithm requested = Algorithm::automatic;
  Algorithm chosen = Algorithm::automatic;
  std::string reason;
  std::string details;             // the plan's own account (format shape, chunks)
  bool deterministic = false;
  double setup_seconds = 0.0;      // validation + statistics + plan, fenced
  std::size_t format_bytes = 0;    // device memory the handle holds beyond A
  // op = Aᵀ: "scatter" by atomics in the chosen plan or in A's row order,
  // or "cached CSC" (gather).
  std::string transpose_path;
  std::size_t transpose_bytes = 0;         // the cached CSC and its plan, or the row-order
                                           // scatter's chunks (not in format_bytes)
  double transpose_setup_seconds = 0.0;    // building them, fenced (part of setup_seconds)
  // Rank-2 op = A: how X is read ("as given" or through a row-major copy)
  // and the copy's buffer (not in format_bytes).
  std::string x_path;
  std::size_t x_copy_bytes = 0;
  std::int64_t rows = 0, cols = 0, nnz = 0, max_row = 0;
  double mean_row = 0.0, row_variance = 0.0;
  // SpmvOptions::value_precision = single: the largest relative rounding of a
  // value the plan stores (0 where values are kept as given); refreshed by
  // update_values. The cached Aᵀ keeps its values as given.
  bool values_single = false;
  double value_rounding = 0.0;
  // SpmvOptions::reorder: whether the plan (and the cached transpose, the
  // row-order scatter) runs on P·A·Pᵀ, and why; the renumbered copy of A,
  // the permutation and the x/y buffers (not in format_bytes); building them,
  // fenced (part of setup_seconds).
  bool reordered = false;
  std::string reorder_path;
  double reorder_scattered_rows = -1.0;  // P·A·Pᵀ's RowStatistics::scattered_rows; -1: not renumbered
  std::size_t reorder_bytes = 0;
  double reorder_setup_seconds = 0.0;
};

template <class ExecSpace, class Matrix, class KX, class KY>
class HandleCore {
 public:
  using scalar_type = typename Matrix::non_const_value_type;
  using ordinal_type = typename Matrix::non_const_ordinal_type;
  using device_type = typename Matrix::device_type;

  HandleCore(Algorithm algorithm, SpmvOptions options) : options_(options) {
    report_.requested = algorithm;
  }

  void setup(const ExecSpace& exec, const Matrix& A);
  // New values, same pattern: no analysis, no allocation.
  void update_values(const ExecSpace& exec, const Matrix& A);
  // y = α·op(A)·x + β·y on `exec`, asynchronously: no fence, no allocation.
  // Returns false, having applied nothing, where the plan reads the caller's
  // own views (kk_native): the handle then runs it on them.
  bool apply(const ExecSpace& exec, const Op& op, const scalar_type& alpha, const Matrix& A,
             const KX& x, const scalar_type& beta, const KY& y) const;
  // The part of apply() after its checks: the plan (or the cached transpose,
  // or the row-order scatter) on `A`, which is the renumbered copy of A when
  // the handle reordered it.
  bool apply_plan(const ExecSpace& exec, const Op& op, const scalar_type& alpha, const Matrix& A,
                  const KX& x, const scalar_type& beta, const KY& y) const;
  // apply_plan() for all of x and y in one go (one launch per kernel).
  bool apply_plan_once(const ExecSpace& exec, const Op& op, const scalar_type& alpha,
                       const Matrix& A, const KX& x, const scalar_type& beta, const KY& y) const;
  // Whether a rank-2 op = Aᵀ of `vectors` columns goes a launch per column
  // (SpmvOptions::transpose_vectors, spmv/transpose_vectors.hpp): setup's
  // decision, which no cached CSC and no gathering plan ever takes. A
  // row-major Y never splits either, but the kernels see every rank-2 view as
  // LayoutStride, so apply_plan tells that from the view's strides.
  bool transposes_one_column_at_a_time(std::int64_t vectors) const {
    return vectors >= transpose_split_min_vectors_;
  }

  // Whether a rank-2 op = A apply of `vectors` vectors gathers X through the
  // row-major copy (setup_row_major_x; report().x_path says why).
  bool reads_row_major_x(std::int64_t vectors) const {
    if (!row_major_x_.allocated() || vectors < row_major_x_min_vectors_) return false;
    return !row_major_x_one_tile_only_ || fills_one_tile<KY>(vectors);
  }

  bool is_set_up() const { return pattern_.set; }
  Algorithm requested() const { return report_.requested; }
  Algorithm chosen() const { return report_.chosen; }
  const SetupReport& report() const { return report_; }
  const SpmvOptions& options() const { return options_; }

  // Empty unless the plan leaves rows in its own order (evc_hyb with
  // SpmvOptions::evc_hyb_permuted_y): then y(p) of op = A, and x(p) of
  // op = Aᵀ, belong to A's row row_permutation()(p).
  Kokkos::View<const ordinal_type*, device_type> row_permutation() const {
    return Plans::template row_permutation<Kokkos::View<const ordinal_type*, device_type>>(plan_);
  }

  // Empty unless the handle renumbered A (SpmvOptions::reorder): then
  // perm(new) = old, P·A·Pᵀ's row and column i being A's perm(i); with
  // SpmvOptions::reorder_vectors, x(i) and y(i) of every apply belong there.
  Kokkos::View<const ordinal_type*, device_type> reorder_permutation() const {
    return reordering_.permutation();
  }

  std::string describe() const {
    const SetupReport& r = report_;
    std::ostringstream os;
    os << "kspmv: " << algorithm_name(r.chosen);
    if (r.requested != r.chosen) os << " (requested " << algorithm_name(r.requested) << ")";
    if (!is_set_up()) return os.str() + ", not set up";
    os << "; " << r.reason << "; " << r.rows << "x" << r.cols << ", nnz " << r.nnz
       << ", rows max " << r.max_row << " mean " << r.mean_row << "; extra memory "
       << r.format_bytes << " B; setup " << r.setup_seconds * 1e3 << " ms";
    if (!r.details.empty()) os << "; " << r.details;
    if (r.deterministic) os << "; deterministic";
    os << "; " << r.reorder_path;
    if (r.reordered)
      os << ", extra memory " << r.reorder_bytes << " B, setup " << r.reorder_setup_seconds * 1e3
         << " ms";
    if (KX::rank == 2) os << "; rank-2 op = A reads X " << r.x_path;
    os << "; op = A^T: " << r.transpose_path;
    if (transposed_.built())
      os << ", extra memory " << r.transpose_bytes << " B, setup "
         << r.transpose_setup_seconds * 1e3 << " ms";
    return os.str();
  }

 private:
  using Steps = SetupSteps<ExecSpace, Matrix>;
  using Plans = typename Steps::Plans;

  // The plan's report into report_; returned for what setup asks of the plan
  // (setup_row_major_x).
  PlanReport take_plan_report() {
    PlanReport pr = Plans::report(plan_);
    report_.format_bytes = pr.bytes;
    report_.details = pr.details;
    report_.values_single = pr.values_single;
    report_.value_rounding = pr.value_rounding;
    return pr;
  }

  // Rank-2 handles: whether op = A gathers X through a row-major copy
  // (spmv/row_major_x.hpp), and its buffer of `batch` columns. DIA reads x
  // contiguously in any layout; csc scatters for op = A; kk_native reads
  // the user's views itself.
  void setup_row_major_x(const RowStatistics<device_type>& stats, const TuningTable& table,
                         int batch, const PlanReport& plan) {
    if (KX::rank != 2) return;
    SetupReport& r = report_;
    const RowMajorX mode = options_.row_major_x;
    // The merge-path walkers read a row's K values of X in one lane group:
    // one sector in the copy, K in a LayoutLeft X, so they take it sooner.
    const bool walks = plan.merge_walk;
    // Applies too narrow for the walk gather as a handle that does not walk
    // would, so through the copy only where the rows ask for it themselves.
    const int walk_min_vectors = merge_walk_min_vectors(options_, table);
    const bool narrow_as_given =
        walks && walk_min_vectors > 2 && !rows_ask_row_major_x(mode, stats, table);
    // The warp-a-row kernel serves every rank-2 op = A of its handle, a tile
    // of multivector_wide_tile_bytes of vectors a launch, and reads X as given
    // where that tile holds at most 8 values: at K = 8 doubles its
    // column-major gathers took 0.93-0.95 of the time through the copy, copy
    // included (run 79 c5: mbeacxc, beaflw, bundle1 x30), and at K = 16 and
    // 32 launches of 8 columns as given 0.70-0.77 of the merge walk's through
    // it (run 80 c7). Floats (wide_tile_of_few_values) go through the copy in
    // every apply, rows in order or not: as given took 1.16-1.19x the time at
    // K = 4, 1.36-1.43x at K = 8 and 1.53-1.63x at K = 16 (run 82 c1, the
    // same three matrices, scattered rows 0.002-0.35).
    const bool warp_rows = plan.warp_rows && mode != RowMajorX::always;
    const bool warp_rows_as_given = warp_rows && wide_tile_of_few_values<scalar_type>;
    const bool warp_rows_copy = warp_rows && !warp_rows_as_given;
    const int warp_rows_vectors = warp_rows_launch_vectors<scalar_type>;
    const double threshold =
        walks ? table.merge_walk_row_major_x_min_scattered : table.row_major_x_min_scattered;
    const bool reads_x_by_rows = r.chosen != Algorithm::dia && r.chosen != Algorithm::csc &&
                                 r.chosen != Algorithm::kk_native;
    // ELL and SELL-P read the copy's register tiles in 16-byte loads, so rows
    // in order take it too where they repeat their neighbours' columns
    // (TuningTable::padded_row_major_x_max_shifted), in applies whose K fills
    // exactly one tile (row_major_x_one_tile_only_).
    const bool padded_tiles =
        mode == RowMajorX::automatic && may_load_whole_tiles<KY> &&
        (r.chosen == Algorithm::ell || r.chosen == Algorithm::sellp) &&
        stats.scattered_rows < table.row_major_x_min_scattered &&
        stats.shifted_rows < table.padded_row_major_x_max_shifted;
    std::ostringstream why;
    if (mode == RowMajorX::never) {
      why << "as given (row_major_x = never)";
    } else if (warp_rows_as_given) {
      why << "as given (a warp a row, " << warp_rows_vectors << " vectors a launch)";
    } else if (!reads_x_by_rows) {
      why << "as given (" << algorithm_name(r.chosen)
          << (r.chosen == Algorithm::dia ? " gathers contiguously)" : " reads X itself)");
    } else if (!warp_rows_copy && !padded_tiles &&
               !row_major_x_asked(mode, stats.scattered_rows, threshold)) {
      why << "as given (scattered rows " << stats.scattered_rows << " < " << threshold << ")";
    } else if (!walks && !warp_rows_copy && !padded_tiles &&
               !rows_ask_row_major_x(mode, stats, table)) {
      why << "as given (rows in order: " << stats.narrow_groups << " of the row groups narrow >= "
          << table.row_major_x_ordered_min_narrow << ", scattered rows " << stats.scattered_rows
          << " < " << table.row_major_x_ordered_max_scattered << ")";
    } else {
      const ConversionLimits limits =
          ConversionLimits{options_.memory_limit_bytes}.less(r.format_bytes + r.reorder_bytes);
      try {
        row_major_x_ = RowMajorXCopy<scalar_type, device_type>::allocate(stats.num_cols, batch,
                                                                        limits);
        r.x_copy_bytes = row_major_x_.bytes();
        why << "through a row-major copy of " << batch << " columns (";
        if (mode == RowMajorX::always) why << "row_major_x = always";
        else if (warp_rows_copy) why << "a warp a row, " << warp_rows_vectors << " vectors a launch";
        else if (padded_tiles)
          why << "whole tiles in 16-byte loads, shifted rows " << stats.shifted_rows << " < "
              << table.padded_row_major_x_max_shifted;
        else why << "scattered rows " << stats.scattered_rows << " >= " << threshold
                 << (walks ? " for merge-path walkers" : "");
        why << "), extra memory " << r.x_copy_bytes << " B";
        if (padded_tiles) {
          row_major_x_one_tile_only_ = true;
          why << "; as given in applies other than one whole register tile of vectors";
        }
        if (narrow_as_given) {
          row_major_x_min_vectors_ = walk_min_vectors;
          why << "; as given in applies of fewer than " << walk_min_vectors << " vectors";
        }
      } catch (const Error&) {
        if (mode == RowMajorX::always) throw;
        why << "as given (no memory for a row-major copy)";
      }
    }
    r.x_path = why.str();
  }

  // Rank-1 op = Aᵀ (and rank-2 where setup_transpose_split says) of a plan that scatters a
  // row per thread: by atomics in A's row order (spmv/row_order_scatter.hpp)
  // unless the automatic rule declines it or its chunks do not fit, then the
  // plan's own scatter.
  void setup_row_order_scatter(const ExecSpace& exec, const Matrix& A,
                               const RowStatistics<device_type>& stats, const TuningTable& table,
                               const std::string& no_csc) {
    SetupReport& r = report_;
    const std::string declined = row_order_declined(stats, table);
    if (!declined.empty()) {
      r.transpose_path =
          "scatter by atomics in the plan, a thread per row (" + declined + "; " + no_csc + ")";
      return;
    }
    const auto t0 = std::chrono::steady_clock::now();
    try {
      row_order_scatter_ = Steps::row_order_scatter(
          exec, A, stats.empty_rows, options_,
          ConversionLimits{options_.memory_limit_bytes}.less(r.format_bytes + r.reorder_bytes));
      exec.fence();
      r.transpose_setup_seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      r.transpose_bytes = row_order_scatter_.bytes();
      r.transpose_path = row_order_scatter_.describe() + "; " + no_csc;
    } catch (const Error&) {  // its chunks do not fit: the plan's own scatter
      if (options_.transpose_scatter == TransposeScatter::row_order) throw;
      r.transpose_path = "scatter by atomics in the plan, a thread per row (no memory for "
                         "the row-order scatter's chunks; " + no_csc + ")";
    }
  }

  // Why the automatic rule leaves the plan's own scatter (row_order_scatter_declined);
  // empty where the row order is taken or transpose_scatter asks for it.
  std::string row_order_declined(const RowStatistics<device_type>& stats,
                                 const TuningTable& table) const {
    return options_.transpose_scatter == TransposeScatter::automatic
               ? row_order_scatter_declined(stats, table, report_.chosen)
               : std::string();
  }

  // Rank-2 handles whose views split by columns: whether op = Aᵀ goes into a
  // row-major staging of Y (setup_staged_y), else from how many vectors it
  // goes a launch per column (transpose_split_min_vectors_), and the
  // row-order scatter those columns take where the plan would scatter a row
  // per thread; narrower applies keep the plan's own scatter.
  void setup_transpose_split(const ExecSpace& exec, const Matrix& A,
                             const RowStatistics<device_type>& stats, const TuningTable& table,
                             bool thread_per_row, const std::string& no_csc, int batch) {
    SetupReport& r = report_;
    const TransposeVectors mode = options_.transpose_vectors;
    const bool row_order = thread_per_row && row_order_declined(stats, table).empty();
    r.transpose_path = "scatter by atomics (" + no_csc + ")";
    // The staging serves the load-balanced CSR scatter: csr_load_balance's
    // own, or the row-order one of a thread-per-row plan.
    const bool stageable = r.chosen == Algorithm::csr_load_balance || row_order;
    const bool staged_mode =
        mode == TransposeVectors::staged || mode == TransposeVectors::presummed;
    std::string staging_why = std::string("transpose_vectors = ") +
                              (mode == TransposeVectors::presummed ? "presummed" : "staged");
    const bool staging_asked =
        staged_mode ||
        (mode == TransposeVectors::automatic &&
         transpose_staging_automatic(stats, table, staging_why));
    std::string not_staged;
    if (staging_asked && stageable) {
      if (row_order) setup_row_order_scatter(exec, A, stats, table, no_csc);
      row_order_all_vectors_ = row_order_scatter_.built();
      if (!row_order || row_order_all_vectors_) {
        const std::string presum = setup_presum(exec, A, table);
        if (setup_staged_y(A, batch, staging_why, presum)) return;
        presum_scatter_ = false;
        not_staged = "no memory for a row-major staging of Y";
      } else {
        not_staged = "no memory for the row-order scatter's chunks";
      }
      row_order_all_vectors_ = false;
    } else if (staged_mode) {
      not_staged = thread_per_row
                       ? "the row-order scatter it would go through is declined: " +
                             row_order_declined(stats, table)
                       : std::string(algorithm_name(r.chosen)) +
                             " does not scatter through the load-balanced CSR kernel";
    } else if (mode == TransposeVectors::automatic && stageable) {
      not_staged = staging_why;
    }
    // One pass over A's columns, and only where the rule reads it.
    const double reach = mode == TransposeVectors::automatic ? column_reach(exec, A) : 0.0;
    const auto decide = [&](bool through_row_order) -> TransposeSplit {
      if (mode == TransposeVectors::together || staged_mode)
        return {TransposeSplit::never, false,
                std::string(mode == TransposeVectors::together ? "transpose_vectors = together"
                                                               : staging_why)};
      if (mode == TransposeVectors::one_at_a_time)
        return {2, false, "transpose_vectors = one_at_a_time"};
      return transpose_split_automatic(stats, table, through_row_order, reach,
                                       sizeof(scalar_type));
    };
    TransposeSplit split = decide(row_order);
    if ((split.min_vectors != TransposeSplit::never || split.row_order_all_vectors) &&
        thread_per_row && !row_order_scatter_.built()) {
      setup_row_order_scatter(exec, A, stats, table, no_csc);
      if (row_order && !row_order_scatter_.built()) split = decide(false);  // no memory for it
    }
    transpose_split_min_vectors_ = split.min_vectors;
    row_order_all_vectors_ = split.row_order_all_vectors && row_order_scatter_.built();
    const std::string one_launch =
        row_order_all_vectors_ ? "one launch for all columns of Y through the row-order scatter"
                               : "one launch for all columns of Y";
    r.transpose_path += split.min_vectors == TransposeSplit::never
                            ? "; rank 2: " + one_launch + " (" + split.why + ")"
                            : "; rank 2: a launch per column of Y from K = " +
                                  std::to_string(split.min_vectors) + ", below it " + one_launch +
                                  " (" + split.why + ")";
    if (!not_staged.empty()) r.transpose_path += "; no row-major staging of Y (" + not_staged + ")";
  }

  // Whether the staged scatter sums a tile's equal columns on chip first
  // (spmv/arch/csri_scatter_presum.hpp): always where transpose_vectors =
  // presummed, and under automatic where A's sampled tiles hold few distinct
  // columns an entry, for batches of TuningTable::transpose_presum_min_vectors
  // vectors or more. Sets presum_scatter_ and presum_min_vectors_; returns
  // the report's words.
  std::string setup_presum(const ExecSpace& exec, const Matrix& A, const TuningTable& table) {
    const TransposeVectors mode = options_.transpose_vectors;
    presum_scatter_ = false;
    if (mode != TransposeVectors::presummed && mode != TransposeVectors::automatic) return "";
    using Budget = PresumScratch<ExecSpace, scalar_type, ordinal_type>;
    if (!Budget::fits())
      return "not presummed (the scatter's " + std::to_string(Budget::bytes()) +
             " B of team scratch do not fit), ";
    const double share = tile_distinct_share(exec, A);
    const std::string tiles = "tiles of " + std::to_string(PresumShape<ExecSpace>::TILE) +
                              " entries hold " + std::to_string(share) +
                              " distinct columns an entry, sampled";
    if (mode == TransposeVectors::automatic && share > table.transpose_presum_max_distinct)
      return "not presummed (" + tiles + " > " + std::to_string(table.transpose_presum_max_distinct) +
             "), ";
    presum_scatter_ = true;
    presum_min_vectors_ = mode == TransposeVectors::automatic ? table.transpose_presum_min_vectors : 1;
    return "the entries of a tile that share a column summed on chip first" +
           (presum_min_vectors_ > 1 ? " from " + std::to_string(presum_min_vectors_) + " vectors"
                                    : std::string()) +
           " (" + tiles + "), ";
  }

  // A row-major staging of `batch` columns of Y (spmv/row_major_y.hpp) for
  // the load-balanced CSR scatter, whose lanes then go across vectors. It
  // shares the row-major copy of X's buffer where op = A has one (the same
  // A.numCols() × batch values; an apply uses one or the other). False where
  // it does not fit. `presum`: setup_presum's words for the report.
  bool setup_staged_y(const Matrix& A, int batch, const std::string& why,
                      const std::string& presum) {
    SetupReport& r = report_;
    std::size_t extra = 0;
    if (row_major_x_.allocated() && row_major_x_.width() == batch) {
      staged_y_ = RowMajorYStaging<scalar_type, device_type>::over(row_major_x_.buffer(),
                                                                  A.numCols(), batch);
    } else {
      try {
        staged_y_ = RowMajorYStaging<scalar_type, device_type>::allocate(
            A.numCols(), batch,
            ConversionLimits{options_.memory_limit_bytes}.less(
                r.format_bytes + r.reorder_bytes + r.transpose_bytes + r.x_copy_bytes));
      } catch (const Error&) {
        return false;
      }
      extra = staged_y_.bytes();
    }
    r.transpose_bytes += extra;
    r.transpose_path +=
        "; rank 2: one launch " +
        std::string(row_order_all_vectors_ ? "through the row-order scatter " : "") +
        "into a row-major staging of " + std::to_string(batch) +
        " columns of Y, lanes across vectors, then added into Y (" + why + "), " +
        presum +
        (extra > 0 ? "extra memory " + std::to_string(extra) + " B"
                   : std::string("in the row-major copy of X's buffer")) +
        "; a LayoutRight Y directly";
    return true;
  }

  // Caches Aᵀ when transposed applies are expected and either must be
  // reproducible or are many enough to pay for the CSC; csc gathers op = Aᵀ
  // already, and kk_native stays Kokkos Kernels' own.
  void setup_transpose(const ExecSpace& exec, const Matrix& A,
                       const RowStatistics<device_type>& stats, const TuningTable& table,
                       int batch) {
    SetupReport& r = report_;
    const std::int64_t expected = options_.expected_transposed_applies;
    if (r.chosen == Algorithm::csc) {
      r.transpose_path = "gathers over the CSC this algorithm keeps";
      return;
    }
    if (r.chosen == Algorithm::dia) {
      r.transpose_path =
          "gathers over the diagonals negated (A^T is DIA too): no CSC needed; entries left to "
          "its COO part, if any, scatter by atomics";
      return;
    }
    if (r.chosen == Algorithm::bsr) {
      r.transpose_path = "gathers over A's blocks by block column (the plan's index): no CSC needed";
      return;
    }
    if (r.chosen == Algorithm::kk_native) {
      r.transpose_path = "Kokkos Kernels' own";
      return;
    }
    if (r.chosen == Algorithm::evc_hyb && options_.evc_hyb_permuted_y) {
      // A CSC of A would read x in A's row order, not the plan's.
      r.transpose_path = "scatter by atomics over the sorted rows (permuted-y mode caches no CSC)";
      return;
    }
    // automatic's rules read the same test (transposes_scatter).
    const bool wanted = expected > 0 && !transposes_scatter(options_, table);
    if (!wanted) {
      const std::string no_csc = "no CSC cached: expected_transposed_applies " +
                                 std::to_string(expected) +
                                 (options_.deterministic
                                      ? ", and deterministic refuses it"
                                      : " < " + std::to_string(table.transpose_cache_min_applies));
      const bool thread_per_row = !options_.deterministic &&
                                  options_.transpose_scatter != TransposeScatter::plan &&
                                  scatters_a_row_per_thread(r.chosen, options_);
      if (KX::rank == 2) {
        setup_transpose_split(exec, A, stats, table, thread_per_row, no_csc, batch);
      } else if (thread_per_row) {
        RowStatistics<device_type> counted = stats;  // with the scatters' costs, where read
        counted.thread_per_row_scatter_ratio =
            count_thread_per_row_scatter_ratio(exec, A, stats, table, r.chosen);
        setup_row_order_scatter(exec, A, counted, table, no_csc);
      } else {
        r.transpose_path = "scatter by atomics (" + no_csc + ")";
      }
      return;
    }
    const auto t0 = std::chrono::steady_clock::now();
    transposed_ = Steps::transpose_cache(exec, A, options_, table, batch);
    exec.fence();
    r.transpose_setup_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.transpose_bytes = transposed_.bytes();
    r.transpose_path = transposed_.describe() + (options_.deterministic
                                                     ? "; deterministic"
                                                     : "; expected_transposed_applies " +
                                                           std::to_string(expected));
  }

  // Renumbers A where SpmvOptions::reorder asks it (reorder_verdict) and
  // returns the matrix the plans are built on: the renumbered copy, or A;
  // `stats` become the copy's. automatic keeps A where the copy does not fit,
  // and, for x and y gathered around each apply, where the copy's rows are
  // still scattered (the search found no locality to pay for the gathers:
  // TuningTable::reorder_max_scattered_after); always refuses the former and
  // keeps the latter.
  const Matrix& setup_reordering(const ExecSpace& exec, const Matrix& A,
                                 RowStatistics<device_type>& stats, const TuningTable& table,
                                 int batch, bool for_automatic) {
    SetupReport& r = report_;
    const ReorderVerdict v = reorder_verdict(stats, options_, table, r.requested);
    r.reorder_path = "rows and columns " + v.why;
    if (!v.reorder) return A;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      reordering_ = Reordering<ExecSpace, Matrix>::build(
          exec, A, options_.reorder_vectors ? 0 : batch,
          options_.reorder_cluster_rows > 0 ? options_.reorder_cluster_rows : table.reorder_cluster_rows,
          ConversionLimits{options_.memory_limit_bytes});
    } catch (const Error&) {
      if (options_.reorder == Reorder::always) throw;
      r.reorder_path = "rows and columns as given (no memory to renumber them)";
      return A;
    }
    auto renumbered = renumbered_statistics(exec, reordering_.matrix(), stats, options_, table,
                                            for_automatic, KX::rank == 2);
    r.reorder_scattered_rows = renumbered.scattered_rows;
    if (options_.reorder == Reorder::automatic && !options_.reorder_vectors &&
        renumbered.scattered_rows >= table.reorder_max_scattered_after) {
      reordering_ = Reordering<ExecSpace, Matrix>();
      r.reorder_path = "rows and columns as given (renumbered, rows still scattered: " +
                       std::to_string(renumbered.scattered_rows) + " >= " +
                       std::to_string(table.reorder_max_scattered_after) + ")";
      return A;
    }
    stats = renumbered;
    exec.fence();
    r.reordered = true;
    r.reorder_bytes = reordering_.bytes();
    r.reorder_setup_seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.reorder_path = reordering_.describe(options_.reorder_vectors) + " (" + v.why + ")";
    return reordering_.matrix();
  }

  // Identity of the pattern the handle was set up for.
  struct Pattern {
    bool set = false;
    std::int64_t rows = 0, cols = 0, nnz = 0;
    const void* row_map = nullptr;
    const void* entries = nullptr;
    static Pattern of(const Matrix& A) {
      return {true, A.numRows(), A.numCols(), std::int64_t(A.nnz()), A.graph.row_map.data(),
              A.graph.entries.data()};
    }
    void require_same(const Matrix& A, const char* who) const {
      const Pattern p = of(A);
      require(p.rows == rows && p.cols == cols && p.nnz == nnz && p.row_map == row_map &&
                  p.entries == entries,
              who, ": the matrix (", p.rows, "x", p.cols, ", nnz ", p.nnz,
              ") is not the one this handle was set up for (", rows, "x", cols, ", nnz ", nnz,
              "); call setup(A) again");
    }
  };

  SpmvOptions options_;
  SetupReport report_;
  Pattern pattern_;
  typename Plans::variant plan_;
  TransposeCache<ExecSpace, Matrix> transposed_;
  // op = Aᵀ, no CSC cached: rank 1, or rank 2 where setup_transpose_split says
  RowOrderScatter<ExecSpace, Matrix> row_order_scatter_;
  std::int64_t transpose_split_min_vectors_ = TransposeSplit::never;  // setup_transpose_split
  bool row_order_all_vectors_ = false;  // rank 2 in one launch through row_order_scatter_ too
  bool presum_scatter_ = false;  // the staged scatter sums a tile's equal columns first
  std::int64_t presum_min_vectors_ = 1;  // from this many vectors a batch (setup_presum)
  RowMajorYStaging<scalar_type, device_type> staged_y_;  // rank-2 op = Aᵀ (setup_staged_y)
  RowMajorXCopy<scalar_type, device_type> row_major_x_;
  int row_major_x_min_vectors_ = 0;  // narrower applies read X as given (setup_row_major_x)
  // Applies whose K does not fill exactly one register tile read X as given
  // (setup_row_major_x's padded_tiles).
  bool row_major_x_one_tile_only_ = false;
  Reordering<ExecSpace, Matrix> reordering_;  // built: every plan above runs on P·A·Pᵀ
};


template <class ExecSpace, class Matrix, class KX, class KY>
bool HandleCore<ExecSpace, Matrix, KX, KY>::apply(const ExecSpace& exec, const Op& op,
                                                  const scalar_type& alpha, const Matrix& A,
                                                  const KX& x, const scalar_type& beta,
                                                  const KY& y) const {
  pattern_.require_same(A, "spmv");
  const bool cached_transpose = op.transpose && transposed_.built();
  require(!(op.transpose && options_.deterministic && !cached_transpose &&
            report_.chosen != Algorithm::csc && report_.chosen != Algorithm::dia &&
            report_.chosen != Algorithm::bsr),
          "spmv: a deterministic handle applies op = A^T from a CSC cached at setup; set "
          "SpmvOptions::expected_transposed_applies > 0 before setup (",
          algorithm_name(report_.chosen), " alone transposes by atomics)");
  // Kokkos Kernels 3.4 leaves y untouched for op(A) with no rows in its
  // transpose path (β = 0 then keeps NaN); kspmv applies KK's documented
  // semantics itself whenever A has no entries.
  if ((report_.chosen != Algorithm::kk_native && alpha == scalar_type(0)) || A.nnz() == 0) {
    scale(exec, beta, y);
    return true;
  }
  if (reordering_.built() && options_.reorder_vectors)  // x and y in B's numbering
    return apply_plan(exec, op, alpha, reordering_.matrix(), x, beta, y);
  if (reordering_.built()) {
    reordering_.apply(exec, alpha, x, beta, y, [&](const KX& x_hat, const KY& y_hat) {
      apply_plan(exec, op, scalar_type(1), reordering_.matrix(), x_hat, scalar_type(0), y_hat);
    });
    return true;
  }
  return apply_plan(exec, op, alpha, A, x, beta, y);
}

template <class ExecSpace, class Matrix, class KX, class KY>
bool HandleCore<ExecSpace, Matrix, KX, KY>::apply_plan(const ExecSpace& exec, const Op& op,
                                                       const scalar_type& alpha, const Matrix& A,
                                                       const KX& x, const scalar_type& beta,
                                                       const KY& y) const {
  if constexpr (KX::rank == 2) {
    // A row-major Y keeps a row's vectors in a sector already: one launch,
    // lanes across vectors (csri_scatter_accumulate), neither staged nor split.
    const bool row_major = vectors_row_major(y);
    Op presum_op = op;
    presum_op.presum_scatter = true;
    const auto presums = [&](std::int64_t k) {
      return op.transpose && presum_scatter_ && k >= presum_min_vectors_;
    };
    if ((row_major || y.extent(1) == 1) && presums(std::int64_t(y.extent(1))))
      return apply_plan_once(exec, presum_op, alpha, A, x, beta, y);
    if (op.transpose && staged_y_.allocated() && !row_major && y.extent(1) > 1) {
      staged_y_.for_each_batch(exec, beta, y, [&](const auto& staged, std::int64_t j0,
                                                  std::int64_t k) {
        const KX xb = Kokkos::subview(x, Kokkos::ALL, std::make_pair(j0, j0 + k));
        const KY sb = staged;
        apply_plan_once(exec, presums(k) ? presum_op : op, alpha, A, xb, scalar_type(0), sb);
      });
      return true;
    }
    // Setup leaves the count at `never` where a cached CSC or a gathering
    // plan serves op = Aᵀ: no atomics to keep apart there.
    if (op.transpose && !row_major &&
        transposes_one_column_at_a_time(std::int64_t(y.extent(1)))) {
      for (std::size_t j = 0; j < y.extent(1); ++j) {
        const auto column = std::make_pair(j, j + 1);
        const KX xj = Kokkos::subview(x, Kokkos::ALL, column);
        const KY yj = Kokkos::subview(y, Kokkos::ALL, column);
        // false (the caller's own views: kk_native) comes before any column.
        if (!apply_plan_once(exec, op, alpha, A, xj, beta, yj)) return false;
      }
      return true;
    }
  }
  return apply_plan_once(exec, op, alpha, A, x, beta, y);
}

template <class ExecSpace, class Matrix, class KX, class KY>
bool HandleCore<ExecSpace, Matrix, KX, KY>::apply_plan_once(const ExecSpace& exec, const Op& op,
                                                            const scalar_type& alpha,
                                                            const Matrix& A, const KX& x,
                                                            const scalar_type& beta,
                                                            const KY& y) const {
  const bool cached_transpose = op.transpose && transposed_.built();
  if (cached_transpose) {
    transposed_.apply(exec, op, alpha, x, beta, y);
    return true;
  }
  // A rank-2 handle's row-order scatter serves its columns one at a time, and
  // all of them at once where setup_transpose_split says so.
  if (op.transpose && row_order_scatter_.built() &&
      (KX::rank == 1 || y.extent(1) == 1 || row_order_all_vectors_)) {
    row_order_scatter_.apply(exec, op, alpha, A, x, beta, y);
    return true;
  }
  return std::visit(
      [&](const auto& plan) {
        using Plan = std::decay_t<decltype(plan)>;
        if constexpr (std::is_same_v<Plan, std::monostate>) {
          fail("spmv: handle has no plan (internal error)");
          return true;
        } else if constexpr (takes_user_views<Plan>::value) {
          return false;
        } else {
          if constexpr (KX::rank == 2) {
            if (!op.transpose && reads_row_major_x(std::int64_t(y.extent(1)))) {
              row_major_x_.for_each_batch(
                  exec, x, [&](const auto& xr, std::int64_t j0, std::int64_t k) {
                    const KX xb = xr;
                    const KY yb = Kokkos::subview(y, Kokkos::ALL, std::make_pair(j0, j0 + k));
                    plan.apply(exec, op, alpha, A, xb, beta, yb);
                  });
              return true;
            }
          }
          plan.apply(exec, op, alpha, A, x, beta, y);
          return true;
        }
      },
      plan_);
}

template <class ExecSpace, class Matrix, class KX, class KY>
void HandleCore<ExecSpace, Matrix, KX, KY>::setup(const ExecSpace& exec, const Matrix& A) {
  const auto t0 = std::chrono::steady_clock::now();
  *this = HandleCore(report_.requested, options_);
  if (options_.validate) Steps::validate(exec, A);
  const TuningTable& table = tuning_for(compat::architecture_of<ExecSpace>());
  const std::int64_t resident = std::int64_t(exec.concurrency());
  const bool automatic = report_.requested == Algorithm::automatic;
  const int batch = KX::rank == 1 ? 1 : std::max(2, table.multivector_batch);
  auto stats = Steps::statistics(exec, A, options_, table, automatic, KX::rank == 2);
  SetupReport& r = report_;
  // From here on the plans see M: A, or its renumbered copy.
  const Matrix& M = setup_reordering(exec, A, stats, table, batch, automatic);
  r.rows = stats.num_rows;
  r.cols = stats.num_cols;
  r.nnz = stats.nnz;
  r.max_row = stats.max_row;
  r.mean_row = stats.mean;
  r.row_variance = stats.variance;  // the same for M: rows renumbered keep their lengths
  r.deterministic = options_.deterministic;
  const PlanInput<ExecSpace, Matrix> input{
      exec, M, stats, options_, table,
      ConversionLimits{options_.memory_limit_bytes}.less(r.reorder_bytes), batch};
  if (r.requested == Algorithm::automatic && options_.trial_candidates > 0) {
    auto trial = run_trial<Steps, KX, KY>(
        input, trial_candidates(stats, options_, table, resident,
                                std::size_t(options_.trial_candidates), KX::rank == 2,
                                compat::peak_dram_gbs(exec)));
    r.chosen = trial.chosen;
    r.reason = std::move(trial.account);
    plan_ = std::move(trial.plan);
  } else {
    SpmvOptions plan_options = options_;
    if (r.requested == Algorithm::automatic) {
      const AutomaticChoice c = choose_algorithm(stats, options_, table, resident, KX::rank == 2,
                                                 compat::peak_dram_gbs(exec));
      r.chosen = c.algorithm;
      r.reason = c.reason;
      // The rule keeps A's values as given where single would not pay.
      if (!c.values_single) plan_options.value_precision = ValuePrecision::as_given;
      if (c.vector_length > 0) plan_options.vector_length = c.vector_length;
    } else {
      r.chosen = r.requested;
      r.reason = "requested";
    }
    // automatic takes single values where they pay (single_values_choice);
    // an algorithm asked for by name must keep them.
    require(r.requested == Algorithm::automatic ||
                options_.value_precision == ValuePrecision::as_given ||
                Plans::stores_single(r.chosen),
            "setup: value_precision single: ", algorithm_name(r.chosen),
            " reads A's values as given and keeps no copy that could be single; the "
            "algorithms that store single values are ", Plans::single_value_algorithms(),
            " (or automatic)");
    const PlanInput<ExecSpace, Matrix> plan_input{exec,  M,     stats, plan_options,
                                                  table, input.limits, batch};
    plan_ = Steps::plan(r.chosen, plan_input);
  }
  const PlanReport plan = take_plan_report();
  exec.fence();
  setup_row_major_x(stats, table, batch, plan);
  setup_transpose(exec, M, stats, table, batch);
  pattern_ = Pattern::of(A);
  r.setup_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

template <class ExecSpace, class Matrix, class KX, class KY>
void HandleCore<ExecSpace, Matrix, KX, KY>::update_values(const ExecSpace& exec,
                                                          const Matrix& A) {
  require(is_set_up(), "SpmvHandle::update_values: call setup(A) first");
  pattern_.require_same(A, "SpmvHandle::update_values");
  reordering_.refill(exec, A);
  Steps::refill(plan_, transposed_, exec, reordering_.built() ? reordering_.matrix() : A);
  take_plan_report();  // the rounding of the new values
}

}  // namespace kspmv
