#pragma once
// What a run measured, and the numbers derived from it. Kept free of Kokkos so
// the report code only formats.

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace kspmv_bench {

inline constexpr double not_measured = std::numeric_limits<double>::quiet_NaN();

struct VariantResult {
  std::string family;  // "kspmv", "kspmv-permuted-y", "kspmv-single", "kokkos-kernels" or "cusparse"
  std::string name;    // algorithm or cuSPARSE variant
  std::string chosen;  // what `automatic` picked (else the name itself)
  std::string reason;  // why (kspmv's setup report)
  bool ran = false;
  std::string note;  // why it did not run, or a remark
  double setup_ms = not_measured;
  double conversion_ms = not_measured;  // cuSPARSE format build, part of setup_ms
  double extra_bytes = 0;               // device memory beyond A (kspmv: with the X copy)
  std::string x_path;                   // kspmv, rank-2: X as given or through a row-major copy
  // kspmv: how op = Aᵀ runs (scatter, or cached CSC with the time and memory
  // to build it; part of setup_ms, not of extra_bytes).
  std::string transpose_path;
  double transpose_setup_ms = not_measured;
  double reorder_setup_ms = not_measured;  // kspmv: renumbering A (SpmvOptions::reorder), part of setup_ms
  double reorder_scattered_rows = not_measured;  // kspmv: P·A·Pᵀ's scattered_rows, where renumbered
  double transpose_bytes = 0;
  double median_ms = not_measured, min_ms = not_measured, max_ms = not_measured;
  int samples = 0;
  double value_rounding = 0;  // kspmv: largest relative rounding of a stored value (--single-values)
  double rel_error = not_measured;  // the worst column's with --vectors K > 1
  std::vector<double> column_errors;  // each column's relative error (K > 1)
  bool error_ok = false;
};

struct MatrixResult {
  std::string name, source;  // source: "built-in" or the file path
  std::int64_t rows = 0, cols = 0, nnz = 0, max_row = 0;
  // Row-length statistics (what kspmv's automatic choice sees).
  double row_std = 0;
  std::int64_t empty_rows = 0;
  double scattered_rows = 0;  // kspmv::RowStatistics::scattered_rows
  double shifted_rows = 0;    // kspmv::RowStatistics::shifted_rows (the transposed scatter's rule)
  double slice_fill = 1;      // kspmv::RowStatistics::slice_fill (automatic's local ELL clause)
  // What automatic's DIA and narrow SELL-P branches weigh, counted on every
  // matrix (MatrixRunner::count_rule_inputs); -1: not counted.
  std::int64_t diagonals = -1, dense_diagonals = -1, offband_entries = -1;
  double narrow_groups = -1;
  // b of A's b×b blocks (the spec's bB, else the largest b A's pattern fits;
  // 1: not a block matrix). From 2 on, the BSR baselines run.
  std::int64_t block_size = 1;
  double roofline_bytes = 0;
  double error_tolerance = 0;
  double generate_s = 0;  // building or reading it
  double cusparse_csr2csc_ms = not_measured;  // mode T: cuSPARSE's explicit transpose
  // The Kokkos Kernels variant that xKK and setup units refer to: kk_native for
  // rank-1 x and y, kk_rank2 (KK's own rank-2 SpMV) with --vectors K > 1.
  std::string kk_reference = "kk_native";
  std::vector<VariantResult> variants;

  const VariantResult* find(const std::string& name_) const {
    for (const auto& v : variants)
      if (v.name == name_ && v.ran) return &v;
    return nullptr;
  }
  // Fastest variant of a family that ran and passed the check; null if none.
  const VariantResult* best(const std::string& family) const {
    const VariantResult* b = nullptr;
    for (const auto& v : variants)
      if (v.family == family && v.ran && v.error_ok && (!b || v.median_ms < b->median_ms)) b = &v;
    return b;
  }
  double kk_ms() const {
    const VariantResult* kk = find(kk_reference);
    return kk ? kk->median_ms : not_measured;
  }
  double cusparse_best_ms() const {
    const VariantResult* c = best("cusparse");
    return c ? c->median_ms : not_measured;
  }
};

struct RunInfo {
  std::string command_line, date, device, backend, timing_method, scalar;
  std::string mode = "N";
  double copy_bytes = 0, copy_gbs = not_measured;
  int reps = 0, warmup = 0;
  int vectors = 1;                 // K: columns of X and Y (1: rank-1 x and y)
  std::string layout = "rank-1";   // of X and Y with K > 1: "left" or "right"
  bool with_cusparse = false;
};

// Derived numbers of one variant on one matrix.
struct Derived {
  double gbs, pct_copy, gflops, ms_per_vector, setup_units, vs_cusparse, vs_kk;
};

inline Derived derive(const MatrixResult& m, const VariantResult& v, const RunInfo& run) {
  Derived d{};
  const double s = v.median_ms * 1e-3;
  d.gbs = m.roofline_bytes / s / 1e9;
  d.pct_copy = 100.0 * d.gbs / run.copy_gbs;
  d.gflops = 2.0 * double(m.nnz) * double(run.vectors) / s / 1e9;
  d.ms_per_vector = v.median_ms / double(run.vectors);  // time per right-hand side
  d.setup_units = v.setup_ms / m.kk_ms();  // setup in Kokkos Kernels SpMVs (its median)
  d.vs_cusparse = m.cusparse_best_ms() / v.median_ms;  // > 1: faster than cuSPARSE's best
  d.vs_kk = m.kk_ms() / v.median_ms;                   // > 1: faster than Kokkos Kernels
  return d;
}

}  // namespace kspmv_bench
