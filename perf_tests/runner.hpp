#pragma once
// Runs every variant on one matrix: each kspmv algorithm through its own
// SpmvHandle (setup timed by the handle), kk_native, and with CUDA the
// cuSPARSE baseline. Every variant is checked once against the host
// reference (y poisoned with NaN first), then timed.

#include "bench_types.hpp"
#include "cli.hpp"
#include "reference.hpp"
#include "results.hpp"
#include "timing.hpp"

#if defined(KSPMV_BENCH_WITH_CUSPARSE)
#include "cusparse_baseline.hpp"
#endif

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

namespace kspmv_bench {

#if !defined(KSPMV_BENCH_WITH_CUSPARSE)
class CusparseLibrary {};  // stands in for the baseline's handle in host builds
#endif

// out(p) = v(perm(p)): a vector indexed by A's rows, in a plan's sorted order.
template <class Scalar, class Perm>
Vector<Scalar> gather_rows(const ExecSpace& exec, const Vector<Scalar>& v, const Perm& perm) {
  Vector<Scalar> out(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::sorted"),
                     v.extent(0));
  Kokkos::parallel_for(
      "kspmv_bench::gather_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, v.extent(0)),
      KOKKOS_LAMBDA(const std::int64_t p) { out(p) = v(perm(p)); });
  return out;
}

template <class Scalar>
class MatrixRunner {
 public:
  MatrixRunner(const Config& cfg, const ExecSpace& exec, LaunchTimer<ExecSpace>& timer,
               CusparseLibrary* cusparse)
      : cfg_(cfg), exec_(exec), timer_(timer), cusparse_(cusparse) {}

  MatrixResult run(const HostCsr<Scalar>& h, const Matrix<Scalar>& A) {
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
    m.scattered_rows = kspmv::compute_row_statistics(exec_, A).scattered_rows;  // what automatic sees
    m.roofline_bytes = roofline_bytes<Scalar>(m.rows, m.cols, m.nnz);
    const bool transpose = cfg_.mode == "T";
    // A dot product of op(A) is as long as a row of A, or a column for Aᵀ.
    m.error_tolerance = error_tolerance<Scalar>(transpose ? h.max_col() : m.max_row);
    const std::int64_t in_len = transpose ? h.rows : h.cols;
    const std::int64_t out_len = transpose ? h.cols : h.rows;

    // x random in [-1, 1) (never zeros, which would hide wrong columns).
    std::vector<Scalar> x_host(in_len);
    Rng rng(default_seed, ~std::uint64_t(0));
    for (auto& v : x_host) v = Scalar(2 * rng.uniform() - 1);
    x_ = Vector<Scalar>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv_bench::x"), in_len);
    Kokkos::deep_copy(x_, Kokkos::View<const Scalar*, Kokkos::HostSpace,
                                       Kokkos::MemoryTraits<Kokkos::Unmanaged>>(x_host.data(),
                                                                                in_len));
    y_ = Vector<Scalar>("kspmv_bench::y", out_len);
    y_host_ = Kokkos::create_mirror_view(y_);
    y_ref_ = transpose ? reference_spmv_transpose(h, x_host) : reference_spmv(h, x_host);

    for (kspmv::Algorithm a : cfg_.algorithms) {
      m.variants.push_back(run_kspmv(m, a, A));
      if (a == kspmv::Algorithm::evc_hyb) m.variants.push_back(run_evc_hyb_permuted(m, A));
    }
#if KSPMV_HAS_KK_SPMV_HANDLE
    m.variants.push_back(run_kk_merge_path(m, A));
#endif
#if defined(KSPMV_BENCH_WITH_CUSPARSE)
    if (cusparse_) {
      for (const CusparseVariant& v : cusparse_variants)
        m.variants.push_back(run_cusparse(m, v, A));
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
      Handle<Scalar> handle(a, options);
      handle.setup(exec_, A);
      const kspmv::SetupReport& rep = handle.report();
      r.chosen = kspmv::algorithm_name(rep.chosen);
      r.reason = rep.reason;
      r.setup_ms = rep.setup_seconds * 1e3;
      r.extra_bytes = double(rep.format_bytes);
      r.transpose_path = rep.transpose_path;
      r.transpose_bytes = double(rep.transpose_bytes);
      if (rep.transpose_bytes > 0) r.transpose_setup_ms = rep.transpose_setup_seconds * 1e3;
      const auto perm = handle.row_permutation();
      const bool transpose = cfg_.mode == "T";
      std::vector<Scalar> ref = y_ref_;
      Vector<Scalar> x = x_;
      if (perm.extent(0) > 0) {
        r.note = "rows in the plan's sorted order";
        auto h_perm = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), perm);
        if (!transpose)
          for (std::size_t p = 0; p < ref.size(); ++p) ref[p] = y_ref_[std::size_t(h_perm(p))];
        else
          x = gather_rows(exec_, x_, perm);
      }
      const Scalar one(1), zero(0);
      const char* mode = cfg_.mode.c_str();
      measure(m, r, [&] { handle.apply(exec_, mode, one, A, x, zero, y_); }, ref);
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
      using KkHandle = KokkosSparse::SPMVHandle<Device, Matrix<Scalar>, Vector<Scalar>, Vector<Scalar>>;
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

#if defined(KSPMV_BENCH_WITH_CUSPARSE)
  VariantResult run_cusparse(const MatrixResult& m, const CusparseVariant& v,
                             const Matrix<Scalar>& A) {
    VariantResult r;
    r.family = "cusparse";
    r.name = r.chosen = v.name;
    try {
      CusparseSpmv<Scalar> sp(exec_, cusparse_->get(), v, cfg_.mode == "T", A, x_, y_);
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
               const std::vector<Scalar>& ref) {
    Kokkos::deep_copy(exec_, y_, std::numeric_limits<Scalar>::quiet_NaN());
    apply();
    Kokkos::deep_copy(exec_, y_host_, y_);
    exec_.fence();
    r.rel_error = relative_error(y_host_.data(), ref);
    r.error_ok = r.rel_error <= m.error_tolerance;
    const TimingStats t = timer_.time(apply, cfg_.warmup, cfg_.reps);
    r.median_ms = t.median_ms;
    r.min_ms = t.min_ms;
    r.max_ms = t.max_ms;
    r.samples = t.samples;
    r.ran = true;
    std::fprintf(stderr, "[kspmv-bench]   %-20s %10.4f ms  setup %10.3f ms  err %.2e%s\n",
                 r.name.c_str(), r.median_ms, r.setup_ms, r.rel_error,
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
  Vector<Scalar> x_, y_;
  typename Vector<Scalar>::HostMirror y_host_;
  std::vector<Scalar> y_ref_;
};

}  // namespace kspmv_bench
