#pragma once
// Algorithm::automatic: picks a kernel from the row statistics. The rule is
// this one function; its thresholds live in the TuningTable
// (core/tuning.hpp), fitted on the H200 with perf_tests/tools/fit_automatic.py
// (which mirrors this function) on matrices kept apart from those it is
// scored on (perf_tests/results/README.md).
//
//   latency regime (few entries per resident thread: launches and the
//   critical path dominate, one launch is best):
//     long rows or many entries ([ISC20] Alg. 3)  -> csr_load_balance
//     short, even rows                            -> csr_scalar
//     otherwise                                   -> csr_vector
//   bandwidth regime:
//     permuted y allowed, rows scattered over x    -> evc_hyb (its sort restores locality)
//     few diagonals, little DIA padding               -> dia (no column indices)
//     rank 1, A made of b×b blocks, b and rows enough,
//       rows even enough at b (bsr_auto_uneven_block) -> bsr (an index per block)
//       (small b: block rows long enough for block lanes, ELL padding some;
//        any b >= 2 where announced Aᵀ applies would scatter:
//        bsr_auto_transposed_min_share)
//     little ELL padding, or even rows of some length, or some padding
//       on rows that read x near their neighbours' (rank 1: on cards of
//       high enough peak DRAM bandwidth, ell_local_min_peak_gbs),
//       or rows in b×b blocks of b <= 3, little padding -> ell (rank 2: rows enough)
//     rank 1, even rows whose columns fit 16-bit deltas -> sellp (deltas)
//     rank 1, rows that read x in no order            -> hybrid (ELL + COO)
//     rank-2 views, little ELL padding, rows enough   -> ell         (register tile
//     rank-2 views, rows in order yet scattered,
//       X read as given (ordered_rows_read_x_as_given) -> csr_load_balance (staged products)
//     rank-2 views, short and even rows               -> csr_scalar   of vectors per row)
//     long rows or many entries ([ISC20] Alg. 3)      -> csr_load_balance
//     otherwise                                       -> csr_vector
//   The two conversions (evc_hyb, ell) are taken only when they pay for
//   themselves over SpmvOptions::expected_applies: conversion_pays() below.
//   SpmvOptions::value_precision = single: single_values_choice() below.
//
// SpmvOptions::trial_candidates > 0 makes setup time the first candidates of
// trial_candidates() instead (spmv/trial.hpp).

#include "core/row_statistics.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/csr_vector_lanes.hpp"
#include "spmv/row_major_x.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace kspmv {

struct AutomaticChoice {
  Algorithm algorithm;
  std::string reason;
  // value_precision = single: whether the chosen plan stores its values single
  // (single_values_choice); false: its setup is given value_precision as_given.
  bool values_single = false;
  // csr_vector's lanes a row where the rule sets them (the latency regime's
  // capped lanes); 0: SpmvOptions::vector_length's, or the [ISC20] rule's.
  int vector_length = 0;
};

// The one rule on setup cost: a conversion pays when the CSR SpMVs it saves
// over the expected applies cover its extra setup (both in CSR-SpMV units,
// TuningTable::*_payoff, measured on the GPU).
struct ConversionVerdict {
  bool pays;
  double break_even_applies;  // infinite when the conversion saves nothing
  std::string why;            // "pays after N applies (expected M)"
};

inline ConversionVerdict conversion_pays(const ConversionPayoff& p, std::int64_t expected_applies) {
  const double break_even = p.saving_per_apply > 0 ? p.setup_in_csr_spmvs / p.saving_per_apply
                                                   : std::numeric_limits<double>::infinity();
  const bool pays = double(expected_applies) >= break_even;
  return {pays, break_even,
          std::string(pays ? "pays" : "would pay only") + " after " +
              std::to_string(std::llround(std::ceil(std::min(break_even, 1e15)))) +
              " applies (expected_applies " + std::to_string(expected_applies) + ")"};
}

// Whether the handle renumbers A (SpmvOptions::reorder, spmv/reordering.hpp)
// before it builds the plan for `requested`, and why. Reorder::always
// refuses (Error) what it cannot serve: a rectangular A, kk_native (it reads
// the caller's matrix) and EVC-HYB's permuted y (its rows' order is the
// caller's to read).
struct ReorderVerdict {
  bool reorder;
  std::string why;
};

template <class Device>
ReorderVerdict reorder_verdict(const RowStatistics<Device>& s, const SpmvOptions& o,
                               const TuningTable& t, Algorithm requested) {
  const bool always = o.reorder == Reorder::always;
  require(!(o.reorder_vectors && o.reorder == Reorder::never),
          "setup: reorder_vectors asks for vectors in a renumbering that reorder = never forbids");
  require(o.reorder_cluster_rows >= 0, "setup: reorder_cluster_rows ", o.reorder_cluster_rows,
          " < 0; give 0 for the table's spacing or a positive number of rows");
  if (o.reorder == Reorder::never) return {false, "as given (reorder = never)"};
  std::string cannot;
  if (s.num_rows != s.num_cols) cannot = "A is not square";
  else if (requested == Algorithm::kk_native) cannot = "kk_native reads the caller's matrix";
  else if (o.evc_hyb_permuted_y) cannot = "evc_hyb_permuted_y leaves y in the plan's row order";
  require(!always || cannot.empty(), "setup: reorder = always: ", cannot,
          "; use reorder = automatic or never");
  if (!cannot.empty()) return {false, "as given (" + cannot + ")"};
  if (s.nnz == 0) return {false, "as given (no entries)"};
  if (always) return {true, "reorder = always"};
  if (s.scattered_rows < t.reorder_min_scattered)
    return {false, "as given (scattered rows " + std::to_string(s.scattered_rows) + " < " +
                       std::to_string(t.reorder_min_scattered) + ")"};
  if (!o.reorder_vectors && s.mean < t.reorder_min_mean)
    return {false, "as given (rows of " + std::to_string(s.mean) + " entries on average < " +
                       std::to_string(t.reorder_min_mean) +
                       " cannot pay for gathering x and y around each apply)"};
  const ConversionVerdict v = conversion_pays(
      o.reorder_vectors ? t.reorder_vectors_payoff : t.reorder_payoff, o.expected_applies);
  return {v.pays, (v.pays ? "scattered rows " + std::to_string(s.scattered_rows) + ", renumbering "
                          : "as given (renumbering ") +
                      v.why + (v.pays ? "" : ")")};
}

// The two tests choose_algorithm and dia_worth_counting share.
template <class Device>
bool latency_bound(const RowStatistics<Device>& s, const TuningTable& t,
                   std::int64_t resident_threads) {
  return double(s.nnz) < t.latency_nnz_per_resident_thread * double(resident_threads);
}

// Whether ELL would store at most max_fill slots per entry of A
// (max_row·rows / nnz).
template <class Device>
bool ell_fill_at_most(const RowStatistics<Device>& s, double max_fill) {
  return double(s.max_row) * double(s.num_rows) <= max_fill * double(s.nnz);
}

// Whether rows are even (std/mean <= ell_max_spread) and long enough on
// average for ELL's padding not to matter.
template <class Device>
bool rows_even_and_long(const RowStatistics<Device>& s, const TuningTable& t) {
  return s.cv() <= t.ell_max_spread && s.mean >= t.ell_min_mean;
}

// Whether rows read x near their neighbours' and ELL's warps pad them
// little, the rows spread little and none long enough to leave one thread a
// long walk (TuningTable::ell_local_max_slice_fill).
template <class Device>
bool local_rows_pad_little(const RowStatistics<Device>& s, const TuningTable& t) {
  return s.scattered_rows < t.hybrid_min_scattered && s.slice_fill <= t.ell_local_max_slice_fill &&
         s.cv() <= t.ell_local_max_cv && s.max_row <= t.csr_row_len_limit;
}

// Which clause lets ELL be weighed, for the reason automatic gives, or
// empty: little ELL padding, even rows of some length, or local rows whose
// warps pad little (local_rows_pad_little).
template <class Device>
std::string ell_rows_clause(const RowStatistics<Device>& s, const TuningTable& t) {
  if (ell_fill_at_most(s, t.ell_max_fill)) return "little ELL padding";
  if (rows_even_and_long(s, t)) return "even rows";
  if (local_rows_pad_little(s, t)) {
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "rows that read x near their neighbours' (scattered_rows %.2f) and pad warps of ELL "
                  "to %.2f slots an entry",
                  s.scattered_rows, s.slice_fill);
    return buf;
  }
  return {};
}

// Whether ell_rows_clause holds only by local_rows_pad_little (the clause
// TuningTable::ell_local_min_peak_gbs weighs against the card).
template <class Device>
bool ell_by_local_rows_alone(const RowStatistics<Device>& s, const TuningTable& t) {
  return !ell_fill_at_most(s, t.ell_max_fill) && !rows_even_and_long(s, t) &&
         local_rows_pad_little(s, t);
}

// Where ell_rows_clause holds only by local_rows_pad_little and ELL would
// store more than ell_local_max_fill slots an entry: SELL-P, whose slices
// store their own padding, in its place (rank 1, transposes not scattered
// through SELL-P's own kernel: see narrow_sellp_worth_counting).
template <class Device>
bool local_rows_take_sellp(const RowStatistics<Device>& s, const TuningTable& t) {
  return ell_by_local_rows_alone(s, t) && !ell_fill_at_most(s, t.ell_local_max_fill);
}

// Whether ELL is considered (ell_rows_clause).
template <class Device>
bool even_rows(const RowStatistics<Device>& s, const TuningTable& t) {
  return !ell_rows_clause(s, t).empty();
}

// Whether the handle should count A's diagonals for choose_algorithm: only in
// the bandwidth regime, for rows even enough that ELL is considered (a banded
// matrix has even rows) or rows that start near their neighbour's start (a
// band with a few long rows, whose entries DIA leaves to its COO part); the
// count is one pass over A and an array of rows + cols counters.
template <class Device>
bool dia_worth_counting(const RowStatistics<Device>& s, const TuningTable& t,
                        std::int64_t resident_threads) {
  return s.nnz > 0 && s.num_rows > 0 && !latency_bound(s, t, resident_threads) &&
         (even_rows(s, t) || s.scattered_rows <= t.dia_count_max_scattered);
}

// What DIA would cost per entry of A, in slots: the diagonals it stores at
// the table's θ, and each entry left to its COO part weighed as
// dia_offband_slots slots (its row, column and value, and its gather of x).
// -1 when the handle did not count A's diagonals.
template <class Device>
double dia_slots_per_entry(const RowStatistics<Device>& s, const TuningTable& t) {
  if (s.dense_diagonals < 0 || s.nnz == 0) return -1.0;
  return (double(s.dense_diagonals) * double(s.num_rows) +
          t.dia_offband_slots * double(s.offband_entries)) /
         double(s.nnz);
}

// Whether op = Aᵀ applies are expected and will scatter: too few for setup
// to cache a CSC (setup_transpose in spmv/handle_core.hpp), not deterministic.
inline bool transposes_scatter(const SpmvOptions& o, const TuningTable& t) {
  return o.expected_transposed_applies > 0 && !o.deterministic &&
         o.expected_transposed_applies < t.transpose_cache_min_applies;
}

// ... with a thread per row through the chosen plan's own kernel: the
// row-order scatter (spmv/row_order_scatter.hpp) turned off. (Its automatic
// rule keeps the plan's scatter only on banded and short-and-wide matrices,
// which never reach SELL-P's branch.)
inline bool transposes_scatter_by_rows(const SpmvOptions& o, const TuningTable& t) {
  return transposes_scatter(o, t) && o.transpose_scatter == TransposeScatter::plan;
}

// Whether SELL-P with 16-bit column deltas is weighed, and so whether the
// handle should count the groups of rows whose columns fit them (one pass
// over A's column indices): rank 1, values as given, bandwidth regime, rows
// not even enough for ELL but even and long enough for slices padded to 4
// slots (TuningTable::narrow_sellp), none longer than csr_row_len_limit, and
// no transposed applies announced that would scatter through SELL-P's own
// kernel (run 26: its scatter by rows ran 1.78x the CSR load balance's on
// the FE matrices it wins on in mode N).
template <class Device>
bool narrow_sellp_worth_counting(const RowStatistics<Device>& s, const SpmvOptions& o,
                                 const TuningTable& t, std::int64_t resident_threads,
                                 bool multivector) {
  return !multivector && s.nnz > 0 && s.num_rows > 0 && !transposes_scatter_by_rows(o, t) &&
         o.value_precision == ValuePrecision::as_given &&
         o.column_indices != ColumnIndices::full && !latency_bound(s, t, resident_threads) &&
         !even_rows(s, t) && s.cv() <= t.narrow_sellp.max_cv && s.mean >= t.narrow_sellp.min_mean &&
         s.max_row <= t.csr_row_len_limit;
}

// Whether a CSR load balance plan with column_indices automatic counts the
// windows of entries that 16-bit deltas fit (one pass over A's columns):
// rank-1 handles (run 31: no gain at K = 8) whose expected applies pay for
// the deltas' setup (TuningTable::narrow_entries_payoff).
inline bool narrow_entries_weighed(const SpmvOptions& o, const TuningTable& t, bool multivector) {
  return o.column_indices == ColumnIndices::automatic && !multivector &&
         conversion_pays(t.narrow_entries_payoff, o.expected_applies).pays;
}

// Once counted: why the plan keeps 32-bit columns, empty when it takes the
// deltas (at least narrow_columns_min_groups of the windows fit, and their
// `delta_bytes` fit in the `available` memory).
inline std::string narrow_entries_declined(double narrow_fraction, std::size_t delta_bytes,
                                           std::size_t available, const TuningTable& t) {
  if (narrow_fraction < t.narrow_columns_min_groups)
    return "; 32-bit columns (16-bit deltas would fit " +
           std::to_string(std::llround(100 * narrow_fraction)) + "% of the windows)";
  if (delta_bytes > available)
    return "; 32-bit columns (16-bit deltas need " + std::to_string(delta_bytes) +
           " bytes, " + std::to_string(available) + " available)";
  return {};
}

// SpmvOptions::matrix_loads for a plan's rank-1 op = A kernel: whether it
// streams A's entries (arch::read), and why, for describe(). `entry_bytes`:
// S + I, the bytes of one entry of A; `max_share`: the table's bound for the
// plan's kernel (csri_ or padded_stream_max_vector_share).
struct MatrixLoadsChoice {
  bool stream = false;
  std::string why;
};

template <class Device>
MatrixLoadsChoice matrix_loads_streamed(const SpmvOptions& o, const RowStatistics<Device>& s,
                                        double max_share, std::size_t value_bytes,
                                        std::size_t entry_bytes) {
  if (o.matrix_loads == MatrixLoads::cached) return {false, "; cached loads of A (asked)"};
  if (o.matrix_loads == MatrixLoads::streaming) return {true, "; streaming loads of A (asked)"};
  if (max_share <= 0) return {false, ""};  // not measured on this backend: plain loads
  if (s.nnz > 0 && max_share == std::numeric_limits<double>::infinity())
    return {true, "; streaming loads of A"};
  const double a_bytes = double(entry_bytes) * double(s.nnz);
  const double share =
      a_bytes > 0 ? double(value_bytes) * double(s.num_rows + s.num_cols) / a_bytes : 0.0;
  char buf[128];
  const bool stream = s.nnz > 0 && share <= max_share;
  std::snprintf(buf, sizeof buf, "; %s loads of A (x and y %.3f of its bytes, %s %.3f)",
                stream ? "streaming" : "cached", share, stream ? "<=" : ">", max_share);
  return {stream, buf};
}

// The same for a plan's setup (PlanInput): rank-1 handles only, as rank-2
// launches load plainly; A's entries are its value and ordinal.
template <class Input>
MatrixLoadsChoice plan_matrix_loads(const Input& in, double max_share) {
  using Matrix = std::decay_t<decltype(in.A)>;
  using S = typename Matrix::non_const_value_type;
  if (in.vector_batch != 1) return {};
  return matrix_loads_streamed(in.options, in.stats, max_share, sizeof(S),
                               sizeof(S) + sizeof(typename Matrix::non_const_ordinal_type));
}

// ρ of balanced BSR: SpmvOptions::bsr_piece_blocks, else the table's.
inline std::int64_t bsr_rho(const SpmvOptions& o, const TuningTable& t) {
  return o.bsr_piece_blocks > 0 ? o.bsr_piece_blocks : t.bsr_piece_blocks;
}

// A's block rows at b as the BSR rules read them: blocks per block row on
// average (the rows of a block row share its pattern: mean / b), and whether
// some are long (the longest holds max_row / b blocks; bsr_long_block_rows).
struct BsrRowShape {
  double mean_blocks;
  bool long_block_rows;
};
template <class Device>
BsrRowShape bsr_row_shape(const RowStatistics<Device>& s, const TuningTable& t, std::int64_t b,
                          std::int64_t rho) {
  const double mean_blocks = b > 0 ? s.mean / double(b) : 0.0;
  return {mean_blocks,
          bsr_long_block_rows(t, b > 0 ? double(s.max_row) / double(b) : 0.0, mean_blocks, rho)};
}

// Whether BSR with b×b blocks would keep the device busy: A's rows, or the
// pieces the plan cuts long block rows into where those are too few
// (bsr_work_rows), times the threads at work on each (bsr_threads_per_row).
template <class Device>
bool bsr_fills_device(const RowStatistics<Device>& s, const TuningTable& t, std::int64_t b,
                      std::int64_t rho, std::int64_t resident_threads) {
  const double resident = double(resident_threads);
  const BsrRowShape shape = bsr_row_shape(s, t, b, rho);
  return bsr_rows_fill_device(t, bsr_work_rows(t, double(s.num_rows), s.mean, b, rho, resident), b,
                              shape.mean_blocks, shape.long_block_rows, resident);
}

// Whether Algorithm::automatic may take BSR at b (the rule's other tests
// aside): from bsr_auto_min_block on, and below it where the table's kernel
// is block lanes and ELL would pad more than
// TuningTable::bsr_auto_block_lanes_min_ell_fill.
template <class Device>
bool bsr_auto_block_size(const RowStatistics<Device>& s, const TuningTable& t, std::int64_t b,
                         std::int64_t rho) {
  if (b >= t.bsr_auto_min_block) return true;
  if (b < 2) return false;
  const BsrRowShape shape = bsr_row_shape(s, t, b, rho);
  return bsr_table_runs_block_lanes(t, b, shape.mean_blocks, shape.long_block_rows) &&
         !ell_fill_at_most(s, t.bsr_auto_block_lanes_min_ell_fill);
}

// The smallest b bsr_auto_block_size could take: the smallest b block lanes
// serve below bsr_auto_min_block, else bsr_auto_min_block.
inline std::int64_t bsr_auto_smallest_block(const TuningTable& t) {
  for (std::int64_t b = 2; b < t.bsr_auto_min_block && b <= bsr_block_lanes_max_block; ++b)
    if (t.bsr_small_blocks.block_lanes_block[b]) return b;
  return t.bsr_auto_min_block;
}

// Whether the op = Aᵀ applies announced make Algorithm::automatic take BSR
// at any b >= 2 (TuningTable::bsr_auto_transposed_min_share): they scatter
// without BSR (transposes_scatter), are a large enough share of
// expected_applies, and A's rows are even enough (cv below
// bsr_auto_uneven_min_cv). BSR gathers them over its block-column index.
template <class Device>
bool transposes_favour_bsr(const RowStatistics<Device>& s, const SpmvOptions& o,
                           const TuningTable& t) {
  if (!transposes_scatter(o, t) || s.cv() >= t.bsr_auto_uneven_min_cv) return false;
  const std::int64_t transposed = o.expected_transposed_applies;
  return double(transposed) / double(std::max(o.expected_applies, transposed)) >=
         t.bsr_auto_transposed_min_share;
}

// Whether the handle should look for b×b blocks (one pass over A's sorted
// pattern): rank-1 handles in the bandwidth regime where BSR with some block
// that Algorithm::automatic may take (bsr_auto_block_size, or any b >= 2 with
// `any_block`: transposes_favour_bsr) would fill the device
// (bsr_fills_device, as choose_algorithm asks). Blocks of b columns make rows
// of at least b entries, so b runs up to the mean row.
template <class Device>
bool bsr_worth_detecting(const RowStatistics<Device>& s, const TuningTable& t,
                         std::int64_t resident_threads, bool multivector, std::int64_t rho,
                         bool any_block = false) {
  const std::int64_t smallest = any_block ? 2 : bsr_auto_smallest_block(t);
  if (multivector || s.nnz == 0 || s.num_rows < smallest ||
      latency_bound(s, t, resident_threads) || s.mean < double(smallest))
    return false;
  for (std::int64_t b = smallest; b <= std::int64_t(s.mean); ++b)
    if ((any_block || bsr_auto_block_size(s, t, b, rho)) &&
        bsr_fills_device(s, t, b, rho, resident_threads))
      return true;
  return false;
}

// Past the latency regime, the band where A and the vectors still sit in the
// L2 (TuningTable::l2_coo_nnz_per_resident_thread).
template <class Device>
bool l2_resident(const RowStatistics<Device>& s, const TuningTable& t,
                 std::int64_t resident_threads) {
  return double(s.nnz) < t.l2_coo_nnz_per_resident_thread * double(resident_threads);
}

// Whether A's rows come in b×b blocks small enough, and pad little enough,
// for ELL (TuningTable::ell_small_block_max).
template <class Device>
bool small_block_rows_pad_little(const RowStatistics<Device>& s, const TuningTable& t) {
  return s.block_size >= 2 && s.block_size <= t.ell_small_block_max &&
         ell_fill_at_most(s, t.ell_small_block_max_fill);
}

// Whether the table's BSR kernel for A's block size loses to the CSR load
// balance on A's uneven rows (TuningTable::bsr_auto_uneven_block).
template <class Device>
bool bsr_uneven_rows_lose(const RowStatistics<Device>& s, const TuningTable& t) {
  return s.block_size >= 0 && s.block_size <= bsr_table_max_block &&
         t.bsr_auto_uneven_block[s.block_size] && s.cv() >= t.bsr_auto_uneven_min_cv;
}

// The rule with A's values as given (choose_algorithm below adds
// SpmvOptions::value_precision).
template <class Device>
AutomaticChoice choose_algorithm_as_given(const RowStatistics<Device>& s, const SpmvOptions& opts,
                                          const TuningTable& t, std::int64_t resident_threads,
                                          bool multivector, double peak_dram_gbs) {
  if (s.nnz == 0 || s.num_rows == 0)
    return {Algorithm::csr_scalar, "no entries: only y = beta*y is computed"};
  const double rows = double(s.num_rows);
  const double cv = s.cv();
  const bool load_balance =
      double(s.nnz) > double(t.csr_nnz_limit) || s.max_row > t.csr_row_len_limit;
  if (latency_bound(s, t, resident_threads)) {
    // Rank 2 keeps the rule of run 9: run 84 measured rank 1 only.
    if (!multivector && (load_balance || double(s.max_row) > t.latency_coo_min_row))
      return {Algorithm::coo_load_balance,
              "small matrix with long rows: equal chunks of entries, rows cut by them finished by atomics"};
    if (load_balance)
      return {Algorithm::csr_load_balance, "small matrix with long rows: equal chunks of entries"};
    // The table's warp width is kept with the BSR row lanes, which also put W lanes on a row.
    const int lanes = csr_vector_lanes(s.max_row, opts.vector_length, t.bsr_small_blocks.warp_lanes);
    const double resident = double(std::max<std::int64_t>(resident_threads, 1));
    const double waves = double(lanes) * rows / resident;
    if (!multivector && opts.vector_length == 0 && waves > t.latency_vector_cap_from_waves &&
        double(s.max_row) <= t.latency_scalar_max_row) {
      // Fewer lanes a row, as many as fill latency_vector_cap_waves.
      const int capped = csr_vector_lanes(
          std::int64_t(t.latency_vector_cap_waves * resident / rows), 0, lanes);
      if (capped >= t.latency_vector_min_capped_lanes) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
                      "small matrix whose rows would take %d lanes each, %.2f times the resident "
                      "threads: %d lanes a row, %.2f times",
                      lanes, waves, capped, double(capped) * rows / resident);
        return {Algorithm::csr_vector, buf, false, capped};
      }
    }
    if (s.mean <= t.scalar_max_mean && cv <= t.scalar_max_cv &&
        (multivector || waves > t.latency_scalar_min_waves))
      return {Algorithm::csr_scalar, "small matrix of short, even rows: one thread per row"};
    if (!multivector && waves > t.latency_vector_max_waves &&
        double(s.max_row) <= t.latency_scalar_max_row) {
      char buf[160];
      std::snprintf(buf, sizeof buf,
                    "small matrix whose rows would take %d lanes each, %.2f times the resident "
                    "threads: one thread per row",
                    lanes, waves);
      return {Algorithm::csr_scalar, buf};
    }
    return {Algorithm::csr_vector, "small matrix: a vector of lanes per row, one launch"};
  }
  std::string declined;  // a conversion considered that would not pay
  if (opts.evc_hyb_permuted_y && s.scattered_rows >= t.evc_hyb.min_scattered_rows) {
    const ConversionVerdict v = conversion_pays(t.evc_hyb_payoff, opts.expected_applies);
    if (v.pays)
      return {Algorithm::evc_hyb,
              "rows scattered over x, y may stay permuted: EVC-HYB's sort by length and first "
              "column restores locality; its conversion " + v.why};
    declined = "; EVC-HYB " + v.why;
  }
  const double dia_cost = dia_slots_per_entry(s, t);
  if (dia_cost > 0 && dia_cost <= t.dia_auto_max_fill) {
    const ConversionVerdict v = conversion_pays(t.dia_payoff, opts.expected_applies);
    if (v.pays)
      return {Algorithm::dia,
              std::to_string(s.dense_diagonals) + " diagonals pad little" +
                  (s.offband_entries > 0
                       ? " (" + std::to_string(s.offband_entries) + " entries on " +
                             std::to_string(s.diagonals - s.dense_diagonals) +
                             " sparse diagonals go to COO)"
                       : std::string()) +
                  ": DIA stores values only; its conversion " + v.why};
    declined += "; DIA " + v.why;
  }
  const bool bsr_for_transposes = s.block_size >= 2 && transposes_favour_bsr(s, opts, t);
  if (!multivector &&
      (bsr_auto_block_size(s, t, s.block_size, bsr_rho(opts, t)) || bsr_for_transposes) &&
      bsr_fills_device(s, t, s.block_size, bsr_rho(opts, t), resident_threads)) {
    const ConversionVerdict v = conversion_pays(t.bsr_payoff, opts.expected_applies);
    const std::string b = std::to_string(s.block_size);
    if (bsr_for_transposes && v.pays) {
      return {Algorithm::bsr,
              "A is made of " + b + "x" + b + " blocks and " +
                  std::to_string(opts.expected_transposed_applies) +
                  " applies of A^T are announced: BSR gathers them over its block-column index "
                  "where the other kernels would scatter by atomics; its conversion " + v.why};
    } else if (bsr_uneven_rows_lose(s, t)) {  // cv at or past the bound transposes_favour_bsr stays under
      char buf[96];
      std::snprintf(buf, sizeof buf, "; BSR not at b = %s on rows this uneven (cv %.2f)", b.c_str(), cv);
      declined += buf;
    } else if (v.pays) {
      return {Algorithm::bsr, "A is made of " + b + "x" + b + " blocks: BSR reads one column index "
                              "per block and each block in one piece; its conversion " + v.why};
    } else {
      declined += "; BSR " + v.why;
    }
  }
  // Rank-2 ELL runs a thread per row and register tile: a short-and-wide
  // matrix leaves it few threads (TuningTable::multivector_ell_min_row_share).
  const bool ell_rows_fill_device =
      !multivector || rows >= t.multivector_ell_min_row_share * double(resident_threads);
  const bool even = even_rows(s, t);
  // Rows ELL would take by the local-rows clause alone stay with the CSR load
  // balance at rank 1 on slower cards (TuningTable::ell_local_min_peak_gbs);
  // rows in small blocks still take ELL by their own clause.
  const bool card_keeps_csr = !multivector && ell_by_local_rows_alone(s, t) && peak_dram_gbs > 0 &&
                              peak_dram_gbs < t.ell_local_min_peak_gbs;
  const bool ell_by_rows = even && !card_keeps_csr;
  if (card_keeps_csr) {
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "; not ELL or SELL-P for %s: this card's DRAM peaks at %.0f GB/s, below the "
                  "%.0f where they lead the CSR load balance",
                  ell_rows_clause(s, t).c_str(), peak_dram_gbs, t.ell_local_min_peak_gbs);
    declined += buf;
  }
  if (ell_by_rows && local_rows_take_sellp(s, t)) {
    if (!multivector && !transposes_scatter_by_rows(opts, t)) {
      // SELL-P converts in fewer CSR SpMVs than ELL (setup_costs): ELL's payoff bounds it.
      const ConversionVerdict v = conversion_pays(t.ell_payoff, opts.expected_applies);
      if (v.pays)
        return {Algorithm::sellp,
                ell_rows_clause(s, t) + ", but ELL would store " +
                    std::to_string(double(s.max_row) * rows / double(s.nnz)) +
                    " slots an entry: SELL-P's slices store their own; its conversion " + v.why};
      declined += "; SELL-P " + v.why;
    }
  } else if ((ell_by_rows || small_block_rows_pad_little(s, t)) && ell_rows_fill_device) {
    const ConversionVerdict v = conversion_pays(t.ell_payoff, opts.expected_applies);
    if (v.pays)
      return {Algorithm::ell,
              (ell_by_rows ? ell_rows_clause(s, t) : "rows in blocks of " + std::to_string(s.block_size)) +
                  ": ELL pads to " +
                  std::to_string(double(s.max_row) * rows / double(s.nnz)) +
                  " slots an entry, coalesced; its conversion " + v.why};
    declined += "; ELL " + v.why;
  }
  if (s.narrow_groups >= t.narrow_columns_min_groups &&
      narrow_sellp_worth_counting(s, opts, t, resident_threads, multivector)) {
    // SELL-P converts in fewer CSR SpMVs than ELL (setup_costs): ELL's
    // payoff bounds it.
    const ConversionVerdict v = conversion_pays(t.ell_payoff, opts.expected_applies);
    if (v.pays)
      return {Algorithm::sellp,
              "even rows whose columns fit 16-bit deltas in " +
                  std::to_string(std::llround(100 * s.narrow_groups)) +
                  "% of the groups: SELL-P moves 10 bytes an entry; its conversion " + v.why +
                  declined};
    declined += "; SELL-P " + v.why;
  }
  if (!multivector && s.scattered_rows >= t.hybrid_min_scattered) {
    const ConversionVerdict v = conversion_pays(t.hybrid_payoff, opts.expected_applies);
    if (v.pays)
      return {Algorithm::hybrid,
              "rows read x in no order (scattered_rows " + std::to_string(s.scattered_rows) +
                  "): HYB's ELL part gathers x for a row per thread, its COO part takes "
                  "the long rows; its conversion " + v.why + declined};
    declined += "; HYB " + v.why;
  }
  if (multivector) {
    if (ell_fill_at_most(s, t.multivector_ell_max_fill) && ell_rows_fill_device) {
      const ConversionVerdict v = conversion_pays(t.ell_payoff, opts.expected_applies);
      if (v.pays)
        return {Algorithm::ell,
                "rank-2, little ELL padding: a register tile of vectors per row; its "
                "conversion " + v.why};
      declined += "; ELL " + v.why;
    }
    // csr_scalar's register tile gathers X well through the row-major copy;
    // where the rows are in order and X stays as given, staged products
    // (census graphs, run 66: 0.75-0.89x its time at K = 8 in the fit;
    // TuningTable::row_major_x_ordered_* has every K measured).
    if (opts.row_major_x != RowMajorX::always && ordered_rows_read_x_as_given(s, t)) {
      char buf[160];
      std::snprintf(buf, sizeof buf,
                    "rank-2, rows in order (%.2f of the row groups narrow) yet scattered "
                    "(%.2f): X read as given, equal chunks of entries staged in shared memory",
                    s.narrow_groups, s.scattered_rows);
      return {Algorithm::csr_load_balance, buf + declined};
    }
    if (s.max_row <= t.multivector_scalar_max_row && cv <= t.multivector_scalar_max_cv)
      return {Algorithm::csr_scalar,
              "rank-2, short and even rows: one thread per row holds a register tile of "
              "vectors" + declined};
  }
  if (load_balance && !multivector && l2_resident(s, t, resident_threads) &&
      (double(s.max_row) > t.latency_coo_min_row || cv >= t.l2_coo_min_cv))
    return {Algorithm::coo_load_balance,
            "A fits the L2 and has long or uneven rows: equal chunks of entries, rows cut by them "
            "finished by atomics" + declined};
  if (load_balance)
    return {Algorithm::csr_load_balance,
            "uneven or long rows: equal chunks of entries per warp" + declined};
  return {Algorithm::csr_vector, "a vector of lanes per row, no conversion" + declined};
}

// Whether algorithm a keeps its own copy of A's values that may be single
// (the plans with stores_single_values; checked against them by a test).
inline bool keeps_single_values(Algorithm a) {
  return a == Algorithm::dia || a == Algorithm::ell || a == Algorithm::sellp ||
         a == Algorithm::evc_hyb || a == Algorithm::csr_load_balance;
}

// SpmvOptions::value_precision = single asks that values may be stored in
// single precision. Where the rule picked a padded kernel that keeps its own
// values (dia, ell, sellp, evc_hyb) they are; in the bandwidth regime the CSR load
// balance keeps a single-precision copy of A's values, and in place of the
// other CSR kernels, and of hybrid, ELL or SELL-P with single values moves
// fewer bytes when their padding is small (TuningTable::single_values); a
// hybrid pick on rows too uneven for them becomes the CSR load balance with
// its single copy; elsewhere (latency regime, bsr, uneven rows) the values
// stay as given and the reason says so.
template <class Device>
AutomaticChoice single_values_choice(AutomaticChoice c, const RowStatistics<Device>& s,
                                     const TuningTable& t, std::int64_t resident_threads) {
  const std::string single = "values stored single precision (value_precision single)";
  // The rule's pick, storing its values single.
  const auto keep_single = [&] {
    c.reason += "; " + single;
    c.values_single = true;
    return c;
  };
  // Another algorithm with single values in place of the pick, and why.
  const auto take_single = [&](Algorithm a, const std::string& why) {
    return AutomaticChoice{a, single + ": " + why, true};
  };
  if (keeps_single_values(c.algorithm) && c.algorithm != Algorithm::csr_load_balance)
    return keep_single();
  const std::string kept = "; values as given (value_precision single: ";
  if (s.nnz == 0 || s.num_rows == 0) return c;
  if (latency_bound(s, t, resident_threads)) {
    c.reason += kept + "latency-bound, fewer bytes would not pay)";
    return c;
  }
  // H100, run 43: where the as-given rule picks the CSR load balance, its
  // single values beat ELL's and SELL-P's on every fit and score matrix
  // (FE: 0.75-0.99x SELL-P single's time; power-law: 0.1-0.2x).
  if (c.algorithm == Algorithm::csr_load_balance) return keep_single();
  // Hybrid picks (rank 1, scattered rows): its two parts keep A's values,
  // and a kernel with single values beats it (TuningTable::single_values).
  const bool hybrid = c.algorithm == Algorithm::hybrid;
  if (c.algorithm != Algorithm::csr_scalar && c.algorithm != Algorithm::csr_vector && !hybrid) {
    c.reason += kept + std::string(algorithm_name(c.algorithm)) + " stores no single values)";
    return c;
  }
  const double fill = double(s.max_row) * double(s.num_rows) / double(s.nnz);
  if (fill <= t.single_values.ell_max_fill)
    return take_single(Algorithm::ell, "ELL with " + std::to_string(fill) +
                                           " slots per entry moves fewer bytes than " +
                                           algorithm_name(c.algorithm));
  if (s.cv() <= t.single_values.sellp_max_cv && s.max_row <= t.csr_row_len_limit)
    return take_single(Algorithm::sellp, "rows even enough (std/mean " + std::to_string(s.cv()) +
                                             ") for SELL-P slices to pad little");
  if (hybrid)
    return take_single(Algorithm::csr_load_balance,
                       "rows too uneven (std/mean " + std::to_string(s.cv()) +
                           ") for ELL or SELL-P; the CSR load balance with a single copy of "
                           "A's values moves fewer bytes than hybrid");
  c.reason += kept + "rows too uneven for ELL or SELL-P)";
  return c;
}

// `resident_threads`: threads the device keeps in flight (exec.concurrency()).
// `multivector`: the handle applies to rank-2 views (K vectors a launch).
// `peak_dram_gbs`: the device's peak DRAM bandwidth (compat::peak_dram_gbs;
// 0: unknown, the table's rule as fitted).
template <class Device>
AutomaticChoice choose_algorithm(const RowStatistics<Device>& s, const SpmvOptions& opts,
                                 const TuningTable& t, std::int64_t resident_threads,
                                 bool multivector = false, double peak_dram_gbs = 0) {
  AutomaticChoice c =
      choose_algorithm_as_given(s, opts, t, resident_threads, multivector, peak_dram_gbs);
  if (opts.value_precision == ValuePrecision::single)
    c = single_values_choice(std::move(c), s, t, resident_threads);
  return c;
}

// The kernels SpmvOptions::trial_candidates times, best guess first: the
// rule's choice, then the kernels that convert nothing, then ELL where its
// padding is moderate, HYB, and one thread per row. Where the rule took BSR,
// ELL comes second if it pads little, so that two candidates settle it: on
// short even block rows ELL led BSR by up to 5% on cti and cryg10000 at
// b = 8-13 and trailed it 1.04-1.36x on pesa, big and crack, which no row
// statistic tells apart (run 54).
template <class Device>
std::vector<Algorithm> trial_candidates(const RowStatistics<Device>& s, const SpmvOptions& opts,
                                        const TuningTable& t, std::int64_t resident_threads,
                                        std::size_t how_many, bool multivector = false,
                                        double peak_dram_gbs = 0) {
  std::vector<Algorithm> out;
  auto add = [&](Algorithm a) {
    if (out.size() < how_many && std::find(out.begin(), out.end(), a) == out.end())
      out.push_back(a);
  };
  const Algorithm rule =
      choose_algorithm(s, opts, t, resident_threads, multivector, peak_dram_gbs).algorithm;
  add(rule);
  if (s.nnz == 0 || s.num_rows == 0) return out;
  const bool ell_pads_little = ell_fill_at_most(s, t.trial_ell_max_fill);
  if (rule == Algorithm::bsr && ell_pads_little) add(Algorithm::ell);
  add(Algorithm::csr_load_balance);
  add(Algorithm::csr_vector);
  if (ell_pads_little) add(Algorithm::ell);
  if (const double dia_cost = dia_slots_per_entry(s, t); dia_cost > 0 && dia_cost <= t.trial_ell_max_fill)
    add(Algorithm::dia);
  add(Algorithm::hybrid);
  add(Algorithm::csr_scalar);
  if (opts.value_precision == ValuePrecision::single) {  // only what can store single values
    out.erase(std::remove_if(out.begin() + 1, out.end(),
                             [](Algorithm a) { return !keeps_single_values(a); }),
              out.end());
    if (ell_pads_little) add(Algorithm::ell);
    add(Algorithm::sellp);
  }
  return out;
}

}  // namespace kspmv
