#pragma once
// Runs every variant on one matrix: each kspmv algorithm through its own
// SpmvHandle (setup timed by the handle), kk_native, and with CUDA the
// cuSPARSE baseline; on a block matrix (b >= 2, rank 1) also cuSPARSE's BSR
// and Kokkos Kernels' BsrMatrix SpMV (V41, V42). Every variant is checked once against the host
// reference (y poisoned with NaN first), then timed.
//
// Vectors is the type of x and y: a rank-1 view (one right-hand side), or
// with --vectors K > 1 a rank-2 view of K columns; then the handles are
// instantiated for it, Kokkos Kernels runs its rank-2 SpMV, cuSPARSE its SpMM,
// and the check is made column by column.

#include "bench_types.hpp"
#include "cli.hpp"
#include "kk_rank2.hpp"
#include "reference.hpp"
#include "results.hpp"
#include "timing.hpp"
#include "vectors.hpp"

#include <convert/bsr_kk.hpp>  // empty without Kokkos Kernels' BsrMatrix

#if defined(KSPMV_BENCH_WITH_CUSPARSE)
#include "cusparse_baseline.hpp"
#include "cusparse_spmm_baseline.hpp"
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <type_traits>
#include <string>

namespace kspmv_bench {

#if !defined(KSPMV_BENCH_WITH_CUSPARSE)
class CusparseLibrary {};  // stands in for the baseline's handle in host builds
#endif

template <class Scalar, class Vectors = Vector<Scalar>>
class MatrixRunner {
  static constexpr bool multivector = is_multivector_v<Vectors>;

 public:
  MatrixRunner(const Config& cfg, const ExecSpace& exec, LaunchTimer<ExecSpace>& timer,
               CusparseLibrary* cusparse)
      : cfg_(cfg), exec_(exec), timer_(timer), cusparse_(cusparse) {}

  // block_hint: b of the spec's bB (1: none; A's pattern is then searched).
  MatrixResult run(const HostCsr<Scalar>& h, const Matrix<Scalar>& A,
                   std::int64_t block_hint = 1) {
    MatrixResult m;
    m.name = h.name;
    m.rows = h.rows;
    m.cols = h.cols;
    m.nnz = h.nnz();
    m.max_row = h.max_row();
    double sum_sq = 0;
    for (std::int64_t r = 0; r < h.rows; ++r) {
      const double len = double(h.row_length(r));
      sum_sq += len * len;
      m.empty_rows += len == 0;
    }
    const double mean = h.rows ? double(h.nnz()) / double(h.rows) : 0.0;
    m.row_std = h.rows ? std::sqrt(std::max(0.0, sum_sq / double(h.rows) - mean * mean)) : 0.0;
    const auto stats = kspmv::compute_row_statistics(exec_, A);  // what automatic sees
    m.scattered_rows = stats.scattered_rows;
    m.shifted_rows = stats.shifted_rows;
    m.slice_fill = stats.slice_fill;
    count_rule_inputs(A, m);
    m.block_size = block_hint > 1 ? block_hint : kspmv::largest_block_size(exec_, A);
    const std::int64_t columns = multivector ? cfg_.vectors : 1;
    m.roofline_bytes = roofline_bytes<Scalar>(m.rows, m.cols, m.nnz, columns);
    const bool transpose = cfg_.mode == "T";
    // A dot product of op(A) is as long as a row of A, or a column for Aᵀ.
    m.error_tolerance = error_tolerance<Scalar>(transpose ? h.max_col() : m.max_row);
    const std::int64_t in_len = transpose ? h.rows : h.cols;
    const std::int64_t out_len = transpose ? h.cols : h.rows;

    // x random in [-1, 1) (never zeros, which would hide wrong columns),
    // column after column from one stream: column 0 is the x of K = 1.
    HostColumns<Scalar> x_host(columns, std::vector<Scalar>(in_len));
    Rng rng(default_seed, ~std::uint64_t(0));
    for (auto& column : x_host)
      for (auto& v : column) v = Scalar(2 * rng.uniform() - 1);
    x_ = make_vectors<Vectors>("kspmv_bench::x", in_len, columns);
    copy_to_device(x_host, x_);
    y_ = make_vectors<Vectors>("kspmv_bench::y", out_len, columns);
    y_host_ = Kokkos::create_mirror_view(y_);
    y_ref_ = reference_columns(h, x_host, transpose);

    for (kspmv::Algorithm a : cfg_.algorithms) {
      m.variants.push_back(run_kspmv(m, a, A));
      if (a == kspmv::Algorithm::evc_hyb) m.variants.push_back(run_evc_hyb_permuted(m, A));
    }
    if (runs(kspmv::Algorithm::evc_hyb))
      for (std::int64_t w : cfg_.evc_windows) m.variants.push_back(run_evc_hyb_window(m, A, w));
    if (runs(kspmv::Algorithm::hybrid))
      for (double x : cfg_.hybrid_quantiles) m.variants.push_back(run_hybrid_quantile(m, A, x));
    if (cfg_.single_values) {
      rounding_scale_ = absolute_sum_over_reference(h, x_host, y_ref_, transpose);
      for (kspmv::Algorithm a : cfg_.algorithms)
        if (a == kspmv::Algorithm::automatic || kspmv::keeps_single_values(a))
          m.variants.push_back(run_single_values(m, a, A));
    }
    if (cfg_.full_columns)
      for (kspmv::Algorithm a : cfg_.algorithms)
        if (a == kspmv::Algorithm::ell || a == kspmv::Algorithm::sellp)
          m.variants.push_back(run_with_columns(m, a, A, kspmv::ColumnIndices::full));
    if (cfg_.narrow_columns)
      for (kspmv::Algorithm a : cfg_.algorithms)
        if (a == kspmv::Algorithm::csr_load_balance)
          m.variants.push_back(run_with_columns(m, a, A, kspmv::ColumnIndices::narrow));
    if (cfg_.load_variants)
      for (kspmv::Algorithm a : cfg_.algorithms)
        if (a == kspmv::Algorithm::csr_load_balance || a == kspmv::Algorithm::ell ||
            a == kspmv::Algorithm::sellp || a == kspmv::Algorithm::hybrid ||
            a == kspmv::Algorithm::dia)
          for (auto l : {kspmv::MatrixLoads::cached, kspmv::MatrixLoads::streaming})
            m.variants.push_back(run_with_loads(m, a, A, l));
    if (cfg_.reorder_variants && A.numRows() == A.numCols())
      for (kspmv::Algorithm a : cfg_.algorithms)
        if (a != kspmv::Algorithm::kk_native) {
          m.variants.push_back(run_reordered(m, a, A, false));
          m.variants.push_back(run_reordered(m, a, A, true));
        }
    if constexpr (multivector) {
      m.kk_reference = "kk_rank2";
      m.variants.push_back(run_kk_rank2(m, A));
    } else {
#if KSPMV_HAS_KK_SPMV_HANDLE
      m.variants.push_back(run_kk_merge_path(m, A));
#if KSPMV_HAS_KK_BSR
      if (m.block_size > 1) {
        m.variants.push_back(run_kk_bsr(m, A, KokkosSparse::SPMV_BSR_V41, "kk_bsr_v41"));
        m.variants.push_back(run_kk_bsr(m, A, KokkosSparse::SPMV_BSR_V42, "kk_bsr_v42"));
      }
#endif
#endif
    }
#if defined(KSPMV_BENCH_WITH_CUSPARSE)
    if (cusparse_) {
      if constexpr (multivector) {
        for (const CusparseSpmmVariant& v : cusparse_spmm_variants)
          m.variants.push_back(run_cusparse<CusparseSpmm<Scalar, Vectors>>(m, v, A));
      } else {
        for (const CusparseVariant& v : cusparse_variants)
          if (v.format != CusparseFormat::bsr || m.block_size > 1)
            m.variants.push_back(run_cusparse<CusparseSpmv<Scalar>>(m, v, A));
      }
      if (transpose) {
        try {
          m.cusparse_csr2csc_ms = cusparse_csr2csc_seconds(exec_, cusparse_->get(), A) * 1e3;
        } catch (const std::exception& e) {
          std::fprintf(stderr, "[kspmv-bench]   csr2csc skipped: %s\n", e.what());
        }
      }
    }
#endif
    return m;
  }

 private:
  // The counts automatic takes only where its rule weighs the format they
  // serve (spmv/automatic_statistics.hpp), taken here on every matrix so
  // that a refit of the rule can replay all of its branches: A's diagonals at
  // this backend's θ (DIA) and the share of row groups whose columns fit
  // 16-bit deltas (narrow SELL-P). A count that does not fit in memory stays
  // -1, as it does in the handle.
  void count_rule_inputs(const Matrix<Scalar>& A, MatrixResult& m) {
    const kspmv::TuningTable& t = kspmv::tuning_for(kspmv::compat::architecture_of<ExecSpace>());
    kspmv::RowStatistics<typename Matrix<Scalar>::device_type> d;
    kspmv::count_rule_diagonals(d, exec_, A, t);
    kspmv::count_rule_narrow_groups(d, exec_, A, t);
    m.diagonals = d.diagonals;
    m.dense_diagonals = d.dense_diagonals;
    m.offband_entries = d.offband_entries;
    m.narrow_groups = d.narrow_groups;
  }
  VariantResult run_kspmv(const MatrixResult& m, kspmv::Algorithm a, const Matrix<Scalar>& A) {
    return run_kspmv(m, a, A, cfg_.options, kspmv::algorithm_name(a),
                     a == kspmv::Algorithm::kk_native ? "kokkos-kernels" : "kspmv");
  }

  // EVC-HYB in its permuted-y mode ([EVC] "without reordering"), in a family of
  // its own: y in another order is not a candidate for "best kspmv".
  VariantResult run_evc_hyb_permuted(const MatrixResult& m, const Matrix<Scalar>& A) {
    kspmv::SpmvOptions o = cfg_.options;
    o.evc_hyb_permuted_y = true;
    return run_kspmv(m, kspmv::Algorithm::evc_hyb, A, o, "evc_hyb_permuted_y", "kspmv-permuted-y");
  }

  // Whether --algorithms names `a`.
  bool runs(kspmv::Algorithm a) const {
    return std::find(cfg_.algorithms.begin(), cfg_.algorithms.end(), a) != cfg_.algorithms.end();
  }

  // --evc-windows: EVC-HYB sorting its rows within windows of `rows` rows
  // (y in A's order), in a family of its own.
  VariantResult run_evc_hyb_window(const MatrixResult& m, const Matrix<Scalar>& A,
                                   std::int64_t rows) {
    kspmv::SpmvOptions o = cfg_.options;
    o.evc_hyb_window_rows = rows;
    return run_kspmv(m, kspmv::Algorithm::evc_hyb, A, o, "evc_hyb_w" + std::to_string(rows),
                     "kspmv-evc-windows");
  }

  // --hybrid-quantiles: HYB with its ELL width at another quantile of the row
  // lengths, in a family of its own.
  VariantResult run_hybrid_quantile(const MatrixResult& m, const Matrix<Scalar>& A, double x) {
    kspmv::SpmvOptions o = cfg_.options;
    o.hybrid.quantile_x = x;
    char name[32];
    std::snprintf(name, sizeof name, "hybrid_q%.2f", x);
    return run_kspmv(m, kspmv::Algorithm::hybrid, A, o, name, "kspmv-hybrid-split");
  }

  // --single-values: the plans that can store A's values in single precision,
  // and automatic allowed to, in a family of their own (not "best kspmv",
  // which stays exact in A's precision).
  VariantResult run_single_values(const MatrixResult& m, kspmv::Algorithm a,
                                  const Matrix<Scalar>& A) {
    kspmv::SpmvOptions o = cfg_.options;
    o.value_precision = kspmv::ValuePrecision::single;
    return run_kspmv(m, a, A, o, std::string(kspmv::algorithm_name(a)) + "_single", "kspmv-single");
  }

  // --full-columns: ELL and SELL-P with their own 32-bit column indices, to
  // compare with the 16-bit deltas they take by default where those fit;
  // --narrow-columns: the CSR load balance with 16-bit deltas, which it takes
  // only when asked.
  VariantResult run_with_columns(const MatrixResult& m, kspmv::Algorithm a,
                                 const Matrix<Scalar>& A, kspmv::ColumnIndices c) {
    kspmv::SpmvOptions o = cfg_.options;
    o.column_indices = c;
    const std::string suffix = c == kspmv::ColumnIndices::full ? "full" : "narrow";
    return run_kspmv(m, a, A, o, std::string(kspmv::algorithm_name(a)) + "_" + suffix + "_columns",
                     "kspmv-" + suffix + "-columns");
  }

  // --load-variants: a plan's rank-1 gather with plain and with
  // cache-streaming loads of A, beside the rule's choice.
  VariantResult run_with_loads(const MatrixResult& m, kspmv::Algorithm a, const Matrix<Scalar>& A,
                               kspmv::MatrixLoads l) {
    kspmv::SpmvOptions o = cfg_.options;
    o.matrix_loads = l;
    const std::string suffix = kspmv::matrix_loads_name(l);
    return run_kspmv(m, a, A, o, std::string(kspmv::algorithm_name(a)) + "_" + suffix + "_loads",
                     "kspmv-" + suffix + "-loads");
  }

  // --reorder-variants: the plan built on P·A·Pᵀ (breadth-first clusters), x
  // gathered and y scattered around it, or (vectors) x and y already in
  // the new numbering, as a solver working there holds them (timed apart,
  // like EVC-HYB's permuted y); the renumbering is in setup_ms.
  VariantResult run_reordered(const MatrixResult& m, kspmv::Algorithm a, const Matrix<Scalar>& A,
                              bool vectors) {
    kspmv::SpmvOptions o = cfg_.options;
    o.reorder = kspmv::Reorder::always;
    o.reorder_vectors = vectors;
    return run_kspmv(m, a, A, o,
                     std::string(kspmv::algorithm_name(a)) + (vectors ? "_reordered_vectors" : "_reordered"),
                     vectors ? "kspmv-reordered-vectors" : "kspmv-reordered");
  }

  // A plan that keeps rows in its own order (row_permutation() not empty)
  // reads x of op = Aᵀ, and writes y of op = A, in that order: x is gathered
  // into it and the reference permuted the same way.
  VariantResult run_kspmv(const MatrixResult& m, kspmv::Algorithm a, const Matrix<Scalar>& A,
                          const kspmv::SpmvOptions& options, const std::string& name,
                          const std::string& family) {
    VariantResult r;
    r.family = family;
    r.name = name;
    try {
      Handle<Scalar, Vectors> handle(a, options);
      handle.setup(exec_, A);
      const kspmv::SetupReport& rep = handle.report();
      r.chosen = kspmv::algorithm_name(rep.chosen);
      r.reason = rep.reason;
      r.setup_ms = rep.setup_seconds * 1e3;
      r.extra_bytes = double(rep.format_bytes + rep.x_copy_bytes + rep.reorder_bytes);
      if (rep.reordered) r.reorder_setup_ms = rep.reorder_setup_seconds * 1e3;
      if (rep.reorder_scattered_rows >= 0) r.reorder_scattered_rows = rep.reorder_scattered_rows;
      r.transpose_path = rep.transpose_path;
      r.x_path = rep.x_path;
      r.transpose_bytes = double(rep.transpose_bytes);
      r.value_rounding = rep.value_rounding;
      if (rep.transpose_bytes > 0) r.transpose_setup_ms = rep.transpose_setup_seconds * 1e3;
      const auto perm = handle.row_permutation();
      const bool transpose = cfg_.mode == "T";
      const HostColumns<Scalar>* ref = &y_ref_;
      HostColumns<Scalar> sorted_ref;
      Vectors x = x_;
      const auto renumbered = handle.reorder_permutation();
      if (options.reorder_vectors && renumbered.extent(0) > 0) {
        // x and y in P·A·Pᵀ's numbering, for op = A and op = Aᵀ alike.
        r.note = "x and y renumbered";
        auto h_perm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), renumbered);
        sorted_ref = y_ref_;
        for (std::size_t j = 0; j < sorted_ref.size(); ++j)
          for (std::size_t p = 0; p < sorted_ref[j].size(); ++p)
            sorted_ref[j][p] = y_ref_[j][std::size_t(h_perm(p))];
        ref = &sorted_ref;
        x = gather_rows(exec_, x_, renumbered);
      } else if (perm.extent(0) > 0) {
        r.note = "rows in the plan's sorted order";
        auto h_perm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), perm);
        if (!transpose) {
          sorted_ref = y_ref_;
          for (std::size_t j = 0; j < sorted_ref.size(); ++j)
            for (std::size_t p = 0; p < sorted_ref[j].size(); ++p)
              sorted_ref[j][p] = y_ref_[j][std::size_t(h_perm(p))];
          ref = &sorted_ref;
        } else {
          x = gather_rows(exec_, x_, perm);
        }
      }
      const Scalar one(1), zero(0);
      const char* mode = cfg_.mode.c_str();
      measure(m, r, [&] { handle.apply(exec_, mode, one, A, x, zero, y_); }, *ref);
    } catch (const std::exception& e) {
      skipped(m, r, e);
    }
    return r;
  }

#if KSPMV_HAS_KK_SPMV_HANDLE
  // Kokkos Kernels' merge-path SpMV, its kernel for irregular matrices, set
  // up through its own handle (no cuSPARSE TPL in this build: its own code).
  VariantResult run_kk_merge_path(const MatrixResult& m, const Matrix<Scalar>& A) {
    VariantResult r;
    r.family = "kokkos-kernels";
    r.name = r.chosen = "kk_merge_path";
    try {
      using KkHandle = KokkosSparse::SPMVHandle<Device, Matrix<Scalar>, Vectors, Vectors>;
      KkHandle handle(KokkosSparse::SPMV_MERGE_PATH);
      const Scalar one(1), zero(0);
      const char* mode = cfg_.mode.c_str();
      const auto t0 = std::chrono::steady_clock::now();
      KokkosSparse::spmv(exec_, &handle, mode, one, A, x_, zero, y_);
      exec_.fence();
      r.setup_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      measure(m, r, [&] { KokkosSparse::spmv(exec_, &handle, mode, one, A, x_, zero, y_); });
    } catch (const std::exception& e) {
      skipped(m, r, e);
    }
    return r;
  }
#endif

#if KSPMV_HAS_KK_SPMV_HANDLE && KSPMV_HAS_KK_BSR
  // Kokkos Kernels' BsrMatrix SpMV with algorithm `alg`. The BsrMatrix is
  // kspmv's conversion (row-major blocks, as Kokkos Kernels keeps them) seen
  // through as_kk_bsr, sharing its arrays: Kokkos Kernels' own constructor
  // from a CrsMatrix converts on the host (a std::set per block row), which
  // would make its setup time a host loop's. Setup = conversion + the first
  // call (its handle's own preparation), fenced.
  VariantResult run_kk_bsr(const MatrixResult& m, const Matrix<Scalar>& A,
                           KokkosSparse::SPMVAlgorithm alg, const char* name) {
    VariantResult r;
    r.family = "kokkos-kernels";
    r.name = r.chosen = name;
    try {
      const Scalar one(1), zero(0);
      const char* mode = cfg_.mode.c_str();
      exec_.fence();
      const auto t0 = std::chrono::steady_clock::now();
      const auto bsr = kspmv::to_bsr(exec_, A, m.block_size, kspmv::BlockLayout::row_major);
      const auto kk = kspmv::as_kk_bsr(exec_, bsr);
      using KkBsr = std::decay_t<decltype(kk)>;
      KokkosSparse::SPMVHandle<Device, KkBsr, Vectors, Vectors> handle(alg);
      KokkosSparse::spmv(exec_, &handle, mode, one, kk, x_, zero, y_);
      exec_.fence();
      r.setup_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      r.extra_bytes = double(bsr.bytes());
      r.note = "BsrMatrix from kspmv::to_bsr";
      measure(m, r, [&] { KokkosSparse::spmv(exec_, &handle, mode, one, kk, x_, zero, y_); });
    } catch (const std::exception& e) {
      skipped(m, r, e);
    }
    return r;
  }
#endif

  // Kokkos Kernels' own rank-2 SpMV on X and Y as they are (its default
  // algorithm; it has no merge path for rank-2 views), entered as
  // kk_rank2.hpp says. Not kk_native: kspmv's kk_native may go column by
  // column (compat.hpp).
  VariantResult run_kk_rank2(const MatrixResult& m, const Matrix<Scalar>& A) {
    VariantResult r;
    r.family = "kokkos-kernels";
    r.name = r.chosen = "kk_rank2";
    try {
      const Scalar one(1), zero(0);
      const char* mode = cfg_.mode.c_str();
      // No handle to set up: "setup" is the first call, fenced, as for kk_merge_path.
      const auto t0 = std::chrono::steady_clock::now();
      kk_rank2_spmv(exec_, mode, A, x_, y_);
      exec_.fence();
      r.setup_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      measure(m, r, [&] { kk_rank2_spmv(exec_, mode, A, x_, y_); });
    } catch (const std::exception& e) {
      skipped(m, r, e);
    }
    return r;
  }

#if defined(KSPMV_BENCH_WITH_CUSPARSE)
  // Baseline: CusparseSpmv (rank-1) or CusparseSpmm (K columns), both set up
  // before the timed loop; Variant is the matching entry of their lists.
  template <class Baseline, class Variant>
  VariantResult run_cusparse(const MatrixResult& m, const Variant& v, const Matrix<Scalar>& A) {
    VariantResult r;
    r.family = "cusparse";
    r.name = r.chosen = v.name;
    try {
      std::optional<Baseline> made;
      if constexpr (std::is_same_v<Baseline, CusparseSpmv<Scalar>>)
        made.emplace(exec_, cusparse_->get(), v, cfg_.mode == "T", A, x_, y_, m.block_size);
      else
        made.emplace(exec_, cusparse_->get(), v, cfg_.mode == "T", A, x_, y_);
      Baseline& sp = *made;
      r.setup_ms = sp.setup_seconds() * 1e3;
      if (v.format != CusparseFormat::csr)  // CSR is A's own arrays: nothing to convert
        r.conversion_ms = sp.conversion_seconds() * 1e3;
      r.extra_bytes = double(sp.extra_bytes());
      r.note = sp.note();
      measure(m, r, [&] { sp.apply(); });
    } catch (const std::exception& e) {
      skipped(m, r, e);
    }
    return r;
  }
#endif

  template <class Apply>
  void measure(const MatrixResult& m, VariantResult& r, const Apply& apply) {
    measure(m, r, apply, y_ref_);
  }

  template <class Apply>
  void measure(const MatrixResult& m, VariantResult& r, const Apply& apply,
               const HostColumns<Scalar>& ref) {
    Kokkos::deep_copy(exec_, y_, std::numeric_limits<Scalar>::quiet_NaN());
    exec_.fence();
    const auto first_start = std::chrono::steady_clock::now();
    apply();
    exec_.fence();
    const double first_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - first_start).count();
    Kokkos::deep_copy(exec_, y_host_, y_);
    exec_.fence();
    const std::vector<double> errors = column_relative_errors(y_host_, ref);
    const auto worst = std::max_element(errors.begin(), errors.end());
    r.rel_error = *worst;
    if (multivector) r.column_errors = errors;
    // Stored values rounded by u relatively may cost u·Σ|a||x| per output
    // (2u: DIA sums duplicates in the stored precision).
    r.error_ok = r.rel_error <= m.error_tolerance + 2 * r.value_rounding * rounding_scale_;
    int warmup = cfg_.warmup, reps = cfg_.reps;
    if (cfg_.variant_budget_ms > 0 && first_ms * (warmup + reps) > cfg_.variant_budget_ms) {
      warmup = 1;
      reps = std::max(3, std::min(reps, int(cfg_.variant_budget_ms / first_ms)));
      r.note += (r.note.empty() ? "" : "; ") + std::to_string(reps) + " launches (--variant-budget-ms)";
    }
    const TimingStats t = timer_.time(apply, warmup, reps);
    r.median_ms = t.median_ms;
    r.min_ms = t.min_ms;
    r.max_ms = t.max_ms;
    r.samples = t.samples;
    r.ran = true;
    const std::string worst_column =
        multivector ? " (column " + std::to_string(worst - errors.begin()) + ")" : "";
    std::fprintf(stderr, "[kspmv-bench]   %-20s %10.4f ms  setup %10.3f ms  err %.2e%s%s\n",
                 r.name.c_str(), r.median_ms, r.setup_ms, r.rel_error, worst_column.c_str(),
                 r.error_ok ? "" : "  ABOVE TOLERANCE");
  }

  void skipped(const MatrixResult&, VariantResult& r, const std::exception& e) {
    exec_.fence();  // a failed setup may have left work queued
    r.ran = false;
    r.note = std::string("skipped: ") + e.what();
    std::fprintf(stderr, "[kspmv-bench]   %-20s %s\n", r.name.c_str(), r.note.c_str());
  }

  const Config& cfg_;
  ExecSpace exec_;
  LaunchTimer<ExecSpace>& timer_;
  CusparseLibrary* cusparse_;
  Vectors x_, y_;
  typename Vectors::HostMirror y_host_;
  double rounding_scale_ = 0;  // absolute_sum_over_reference (--single-values)
  HostColumns<Scalar> y_ref_;  // per column of y
};

}  // namespace kspmv_bench
