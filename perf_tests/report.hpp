#pragma once
// The human-readable table (stdout), the closing summary, and the JSON file.

#include "json.hpp"
#include "results.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace kspmv_bench {

// A number for the table, "-" where there is none (no cuSPARSE in this build,
// no kk_native time to compare with).
inline std::string num(double v, const char* format = "%.2f") {
  if (!std::isfinite(v)) return "-";
  char buf[48];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

inline void print_run_header(const RunInfo& run) {
  std::printf("# kspmv-bench  %s\n# device: %s  backend: %s  scalar: %s  mode: %s\n",
              run.date.c_str(), run.device.c_str(), run.backend.c_str(), run.scalar.c_str(),
              run.mode.c_str());
  std::printf("# copy bandwidth: %.1f GB/s (%.0f MiB buffer, read + written)\n", run.copy_gbs,
              run.copy_bytes / (1 << 20));
  std::printf("# timing: median of %d launches after %d warm-up, %s\n", run.reps, run.warmup,
              run.timing_method.c_str());
  if (run.vectors == 1) {
    std::printf("# GB/s counts the roofline bytes (S+I)nnz + O(m+1) + S(n+m); setup in units of one "
                "kk_native SpMV; xCUSP = best cuSPARSE ms / ms; xKK = kk_native ms / ms\n");
  } else {
    std::printf("# vectors: K = %d right-hand sides, X and Y rank-2 views, Layout%s\n", run.vectors,
                run.layout == "right" ? "Right" : "Left");
    std::printf("# GB/s counts the roofline bytes (S+I)nnz + O(m+1) + S*K(n+m); ms/vec = ms / K; "
                "GFLOP/s = 2*nnz*K / time; setup in units of one kk_rank2 SpMV; xCUSP = best "
                "cuSPARSE SpMM ms / ms; xKK = kk_rank2 ms / ms; rel.err is the worst column's\n");
  }
  std::fflush(stdout);
}

inline void print_matrix_table(const MatrixResult& m, const RunInfo& run) {
  std::printf("\n== %s  %lld x %lld  nnz %lld  max row %lld  (%.1f MB roofline, tol %.1e)\n",
              m.name.c_str(), (long long)m.rows, (long long)m.cols, (long long)m.nnz,
              (long long)m.max_row, m.roofline_bytes / 1e6, m.error_tolerance);
  // With K > 1 a column ms/vec (time per right-hand side) follows ms.
  const bool per_vector = run.vectors > 1;
  int name_width = 20;  // cuSPARSE's SpMM variants have longer names
  for (const VariantResult& v : m.variants) name_width = std::max(name_width, int(v.name.size()));
  std::printf("%-*s %-18s %10s%s %8s %6s %8s %9s %7s %7s %9s  %s\n", name_width, "variant",
              "chosen", "ms", per_vector ? "     ms/vec" : "", "GB/s", "%copy", "GFLOP/s", "setup",
              "xCUSP", "xKK", "rel.err", "note");
  for (const VariantResult& v : m.variants) {
    if (!v.ran) {
      std::printf("%-*s %-18s %10s  %s\n", name_width, v.name.c_str(), "-", "-", v.note.c_str());
      continue;
    }
    const Derived d = derive(m, v, run);
    std::string note = v.note;
    if (v.conversion_ms > 0)  // cuSPARSE COO / sliced ELL: the format build inside setup
      note += (note.empty() ? "" : "; ") + ("conversion " + num(v.conversion_ms, "%.3f") + " ms");
    const std::string ms_per_vector = per_vector ? " " + num(d.ms_per_vector, "%10.4f") : "";
    std::printf("%-*s %-18s %10.4f%s %8.1f %6.1f %8.2f %9s %7s %7s %9.2e  %s%s\n",
                name_width, v.name.c_str(), v.chosen.c_str(), v.median_ms, ms_per_vector.c_str(), d.gbs,
                d.pct_copy, d.gflops, num(d.setup_units, "%.1f").c_str(),
                num(d.vs_cusparse).c_str(), num(d.vs_kk).c_str(), v.rel_error,
                v.error_ok ? "" : "ERROR ABOVE TOLERANCE ", note.c_str());
  }
  std::fflush(stdout);
}

// Per matrix: best kspmv algorithm and `automatic` against the best cuSPARSE
// format (kk_native in builds without cuSPARSE) and against Kokkos Kernels'
// native and merge-path kernels; ratios are their ms / our ms (> 1: kspmv
// faster). With K > 1: against cuSPARSE's best SpMM algorithm (kk_rank2
// without cuSPARSE) and Kokkos Kernels' rank-2 SpMV, and automatic's time per
// right-hand side and % of copy bandwidth where K = 1 shows xKKmp.
inline void print_summary(const std::vector<MatrixResult>& all, const RunInfo& run) {
  const bool per_vector = run.vectors > 1;
  std::printf("\n== summary: mode %s, ratios = their ms / kspmv ms (> 1: kspmv faster)\n",
              run.mode.c_str());
  const int baseline_width = per_vector ? 22 : 20;  // cuSPARSE's SpMM names are longer
  std::printf("%-28s %-18s %9s %6s %-*s %9s %6s  %-18s %9s %6s %7s %7s\n", "matrix",
              "best kspmv", "ms", "%copy", baseline_width,
              run.with_cusparse ? "best cuSPARSE" : "baseline", "ms",
              "ratio", "automatic", "ms", "ratio", "xKK", per_vector ? "ms/vec" : "xKKmp");
  for (const MatrixResult& m : all) {
    const VariantResult* ours = m.best("kspmv");
    const VariantResult* kk = m.find(m.kk_reference);
    const VariantResult* theirs = run.with_cusparse ? m.best("cusparse") : kk;
    const VariantResult* autom = m.find("automatic");
    const VariantResult* merge = m.find("kk_merge_path");
    auto ms = [](const VariantResult* v) { return v ? v->median_ms : not_measured; };
    auto ratio = [&](const VariantResult* a, const VariantResult* b) {
      return a && b ? a->median_ms / b->median_ms : not_measured;
    };
    const std::string last = per_vector
                                 ? num(autom ? derive(m, *autom, run).ms_per_vector : not_measured,
                                       "%.4f")
                                 : num(ratio(merge, autom));
    std::printf("%-28s %-18s %9s %6s %-*s %9s %6s  %-18s %9s %6s %7s %7s\n", m.name.c_str(),
                ours ? ours->name.c_str() : "-", num(ms(ours), "%.4f").c_str(),
                num(ours ? derive(m, *ours, run).pct_copy : not_measured, "%.1f").c_str(),
                baseline_width, theirs ? theirs->name.c_str() : "-", num(ms(theirs), "%.4f").c_str(),
                num(ratio(theirs, ours)).c_str(), autom ? autom->chosen.c_str() : "-",
                num(ms(autom), "%.4f").c_str(), num(ratio(theirs, autom)).c_str(),
                num(ratio(kk, autom)).c_str(), last.c_str());
  }
  std::fflush(stdout);
}

inline void write_json(const std::string& path, const std::vector<MatrixResult>& all,
                       const RunInfo& run) {
  std::ofstream os(path);
  if (!os) throw std::runtime_error("--json: cannot open '" + path + "' for writing");
  JsonWriter j(os);
  j.begin_object();
  j.field("tool", "kspmv-bench").field("command_line", run.command_line).field("date", run.date);
  j.field("device", run.device).field("backend", run.backend).field("scalar", run.scalar);
  j.field("mode", run.mode);
  j.field("vectors", run.vectors).field("layout", run.layout);
  j.field("timing_method", run.timing_method).field("reps", run.reps).field("warmup", run.warmup);
  j.field("copy_bytes", run.copy_bytes).field("copy_bandwidth_gbs", run.copy_gbs);
  j.field("with_cusparse", run.with_cusparse);
  j.key("matrices").begin_array();
  for (const MatrixResult& m : all) {
    j.begin_object();
    j.field("name", m.name).field("source", m.source);
    j.field("rows", m.rows).field("cols", m.cols).field("nnz", m.nnz).field("max_row", m.max_row);
    j.field("row_std", m.row_std).field("empty_rows", m.empty_rows);
    j.field("scattered_rows", m.scattered_rows).field("shifted_rows", m.shifted_rows);
    j.field("slice_fill", m.slice_fill);
    j.field("diagonals", m.diagonals).field("dense_diagonals", m.dense_diagonals);
    j.field("offband_entries", m.offband_entries).field("narrow_groups", m.narrow_groups);
    j.field("block_size", m.block_size);
    j.field("roofline_bytes", m.roofline_bytes).field("error_tolerance", m.error_tolerance);
    j.field("generate_seconds", m.generate_s);
    j.field("cusparse_csr2csc_ms", m.cusparse_csr2csc_ms);
    const VariantResult* kk_native = m.find("kk_native");
    j.field("kk_native_ms", kk_native ? kk_native->median_ms : not_measured);
    j.field("kk_reference", m.kk_reference).field("kk_reference_ms", m.kk_ms());
    j.field("cusparse_best_ms", m.cusparse_best_ms());
    const VariantResult* ours = m.best("kspmv");
    const VariantResult* theirs = m.best("cusparse");
    j.field("best_kspmv", ours ? ours->name : std::string());
    j.field("best_cusparse", theirs ? theirs->name : std::string());
    j.field("best_ratio", ours && theirs ? theirs->median_ms / ours->median_ms : not_measured);
    j.key("variants").begin_array();
    for (const VariantResult& v : m.variants) {
      j.begin_object();
      j.field("family", v.family).field("name", v.name).field("chosen", v.chosen);
      j.field("reason", v.reason).field("ran", v.ran).field("note", v.note);
      j.field("setup_ms", v.setup_ms).field("conversion_ms", v.conversion_ms);
      j.field("extra_bytes", v.extra_bytes);
      j.field("transpose_path", v.transpose_path).field("x_path", v.x_path);
      j.field("transpose_setup_ms", v.transpose_setup_ms).field("transpose_bytes", v.transpose_bytes);
      j.field("reorder_setup_ms", v.reorder_setup_ms).field("reorder_scattered_rows", v.reorder_scattered_rows);
      j.field("median_ms", v.median_ms).field("min_ms", v.min_ms).field("max_ms", v.max_ms);
      j.field("samples", v.samples);
      j.field("rel_error", v.rel_error).field("error_ok", v.error_ok);
      j.field("value_rounding", v.value_rounding);
      if (!v.column_errors.empty()) {
        j.key("column_rel_errors").begin_array();
        for (double e : v.column_errors) j.value(e);
        j.end_array();
      }
      if (v.ran) {
        const Derived d = derive(m, v, run);
        j.field("gbs", d.gbs).field("pct_copy_bandwidth", d.pct_copy).field("gflops", d.gflops);
        j.field("ms_per_vector", d.ms_per_vector);
        j.field("setup_in_csr_spmvs", d.setup_units);
        j.field("speedup_vs_cusparse_best", d.vs_cusparse).field("speedup_vs_kk_native", d.vs_kk);
      }
      j.end_object();
    }
    j.end_array();
    j.end_object();
  }
  j.end_array();
  j.end_object();
  os << '\n';
}

}  // namespace kspmv_bench
