#pragma once
// The definition of run_all (bench_run.hpp): the copy bandwidth, every matrix
// through MatrixRunner, the tables, the JSON and the profile. Included only by
// the bench_run_*.cpp files, which instantiate it.

#include "bench_run.hpp"
#include "cases.hpp"
#include "device_info.hpp"
#include "matrix_source.hpp"
#include "profile_output.hpp"
#include "real_matrices.hpp"
#include "report.hpp"
#include "runner.hpp"
#include "timing.hpp"
#include "vectors.hpp"

#include <io/matrix_market.hpp>

#include <chrono>
#include <cstdio>
#include <memory>

namespace kspmv_bench {

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

template <class Scalar, class Vectors>
int run_all(Config cfg, RunInfo run) {
  if (!cfg.profile_dir.empty()) prepare_profile_dir(cfg.profile_dir);
  const ExecSpace exec;
  constexpr bool gpu = kspmv::compat::is_gpu_space<ExecSpace>();
  LaunchTimer<ExecSpace> timer(exec);
  run.device = device_description();
  run.backend = ExecSpace::name();
  run.timing_method = LaunchTimer<ExecSpace>::method();
  run.reps = cfg.reps;
  run.warmup = cfg.warmup;
  run.vectors = cfg.vectors;
  run.layout = layout_name<Vectors>();
  const double mib = cfg.copy_mib >= 0 ? cfg.copy_mib
                                       : (gpu ? default_copy_mib_gpu : default_copy_mib_host);
  run.copy_bytes = mib * (1 << 20);
  std::fprintf(stderr, "[kspmv-bench] %s; measuring copy bandwidth (%.0f MiB)\n",
               run.device.c_str(), mib);
  run.copy_gbs = copy_bandwidth_gbs(exec, timer, std::size_t(run.copy_bytes), cfg.warmup,
                                    std::max(cfg.reps, 10));

  std::unique_ptr<CusparseLibrary> cusparse;
#if defined(KSPMV_BENCH_WITH_CUSPARSE)
  if (cfg.cusparse) cusparse = std::make_unique<CusparseLibrary>(exec);
#endif
  run.with_cusparse = cusparse != nullptr;
  print_run_header(run);

  if (cfg.cases.empty() && cfg.files.empty()) cfg.cases.push_back(default_case(gpu));
#if KSPMV_HAS_KK_SPMV_HANDLE
  if (is_multivector_v<Vectors>)
    std::fprintf(stderr,
                 "[kspmv-bench] kk_merge_path not run: Kokkos Kernels' rank-2 SpMV has no merge "
                 "path (its handle's algorithm applies to rank-1 x and y only)\n");
#endif
  MatrixRunner<Scalar, Vectors> runner(cfg, exec, timer, cusparse.get());
  std::vector<MatrixResult> all;
  int failures = 0;        // variants whose result missed the tolerance
  int input_failures = 0;  // matrices that could not be made or read
  auto bench = [&](const HostCsr<Scalar>& h_in, const Matrix<Scalar>& A_in,
                   const std::string& source, double generate_s, std::int64_t block = 1) {
    const bool t = cfg.explicit_transpose;
    const HostCsr<Scalar> h = t ? host_transpose(h_in) : h_in;
    const Matrix<Scalar> A = t ? to_device(h) : A_in;
    std::fprintf(stderr, "[kspmv-bench] %s: %lld x %lld, nnz %lld (%.2f s to make)\n",
                 h.name.c_str(), (long long)h.rows, (long long)h.cols, (long long)h.nnz(),
                 generate_s);
    MatrixResult m = runner.run(h, A, block);
    m.source = source;
    m.generate_s = generate_s;
    // A baseline's wrong result is reported (table, JSON), not counted: it
    // is the baseline's, and the run's exit status is about kspmv.
    for (const auto& v : m.variants)
      if (v.family == "kspmv" || v.family == "kspmv-permuted-y") failures += v.ran && !v.error_ok;
    print_matrix_table(m, run);
    all.push_back(std::move(m));
  };
  for (const std::string& text : cfg.cases) {
    try {
      std::fprintf(stderr, "[kspmv-bench] generating %s\n", text.c_str());
      const auto t0 = std::chrono::steady_clock::now();
      const HostCsr<Scalar> h = make_case<Scalar>(parse_case(text));
      const Matrix<Scalar> A = to_device(h);
      bench(h, A, "built-in", seconds_since(t0));
    } catch (const std::exception& e) {
      std::fprintf(stderr, "[kspmv-bench] %s skipped: %s\n", text.c_str(), e.what());
      ++input_failures;
    }
  }
  for (const std::string& text : cfg.files) {
    try {
      const RealSpec spec = parse_real_spec(text);
      std::fprintf(stderr, "[kspmv-bench] reading %s\n", text.c_str());
      const auto t0 = std::chrono::steady_clock::now();
      const Matrix<Scalar> file = kspmv::io::read_crs<Matrix<Scalar>>(spec.path);
      HostCsr<Scalar> h = to_host(file, file_stem(spec.path));
      if (spec.copies == 1 && !spec.permute && spec.block == 1) {
        bench(h, file, text, seconds_since(t0));
      } else {
        h = scale_up(std::move(h), spec, cfg.target_nnz);
        const Matrix<Scalar> A = to_device(h);
        bench(h, A, text, seconds_since(t0), spec.block);
      }
    } catch (const std::exception& e) {
      std::fprintf(stderr, "[kspmv-bench] %s skipped: %s\n", text.c_str(), e.what());
      ++input_failures;
    }
  }
  print_summary(all, run);
  if (!cfg.json_path.empty()) {
    write_json(cfg.json_path, all, run);
    std::fprintf(stderr, "[kspmv-bench] wrote %s\n", cfg.json_path.c_str());
  }
  if (!cfg.profile_dir.empty()) write_profile(cfg.profile_dir, all, run);
  if (failures)
    std::fprintf(stderr, "[kspmv-bench] %d result(s) above the error tolerance\n", failures);
  if (input_failures)
    std::fprintf(stderr, "[kspmv-bench] %d matrix/matrices skipped, see above\n", input_failures);
  return failures ? exit_wrong_result : input_failures ? exit_skipped_input : 0;
}

}  // namespace kspmv_bench
