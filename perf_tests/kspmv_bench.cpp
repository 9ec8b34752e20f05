// kspmv-bench: every kspmv algorithm, kk_native and (CUDA builds) cuSPARSE's
// generic SpMV on built-in or Matrix Market matrices, in one process on one
// stream; with --vectors K > 1 the same on K right-hand sides (rank-2 handles,
// Kokkos Kernels' rank-2 SpMV, cuSPARSE's SpMM). `kspmv-bench --help` lists
// the options; README.md has the story.

#include "bench_types.hpp"
#include "cases.hpp"
#include "cli.hpp"
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
#include <ctime>
#include <iostream>
#include <memory>

namespace kspmv_bench {
namespace {

std::string now_iso8601() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
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
                   const std::string& source, double generate_s) {
    const bool t = cfg.explicit_transpose;
    const HostCsr<Scalar> h = t ? host_transpose(h_in) : h_in;
    const Matrix<Scalar> A = t ? to_device(h) : A_in;
    std::fprintf(stderr, "[kspmv-bench] %s: %lld x %lld, nnz %lld (%.2f s to make)\n",
                 h.name.c_str(), (long long)h.rows, (long long)h.cols, (long long)h.nnz(),
                 generate_s);
    MatrixResult m = runner.run(h, A);
    m.source = source;
    m.generate_s = generate_s;
    for (const auto& v : m.variants) failures += v.ran && !v.error_ok;
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
      if (spec.copies == 1 && !spec.permute) {
        bench(h, file, text, seconds_since(t0));
      } else {
        h = scale_up(std::move(h), spec, cfg.target_nnz);
        const Matrix<Scalar> A = to_device(h);
        bench(h, A, text, seconds_since(t0));
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

// x and y as --vectors and --layout ask: rank-1 for K = 1, as the bench
// always ran, else rank-2 views of K columns.
template <class Scalar>
int run_with_vectors(const Config& cfg, const RunInfo& run) {
  if (cfg.vectors == 1) {
    if (cfg.layout != "left")
      std::fprintf(stderr, "[kspmv-bench] --layout %s: no effect with --vectors 1 (rank-1 x and y)\n",
                   cfg.layout.c_str());
    return run_all<Scalar, Vector<Scalar>>(cfg, run);
  }
  if (cfg.layout == "right") return run_all<Scalar, MultiVector<Scalar, Kokkos::LayoutRight>>(cfg, run);
  return run_all<Scalar, MultiVector<Scalar, Kokkos::LayoutLeft>>(cfg, run);
}

}  // namespace
}  // namespace kspmv_bench

int main(int argc, char* argv[]) {
  using namespace kspmv_bench;
  RunInfo run;
  for (int i = 0; i < argc; ++i) run.command_line += (i ? " " : "") + std::string(argv[i]);
  run.date = now_iso8601();
  Kokkos::initialize(argc, argv);  // removes the --kokkos-* options it takes
  int status = 0;
  try {
    const Config cfg = parse_args(argc, argv);
    run.scalar = cfg.scalar;
    run.mode = cfg.mode;
    if (cfg.help) {
      std::cout << usage();
    } else if (cfg.list) {
      list_cases(std::cout);
    } else {
      status = cfg.scalar == "float" ? run_with_vectors<float>(cfg, run)
                                     : run_with_vectors<double>(cfg, run);
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "kspmv-bench: " << e.what() << "\n" << usage();
    status = exit_usage;
  } catch (const std::exception& e) {
    std::cerr << "kspmv-bench: " << e.what() << "\n";
    status = exit_error;
  }
  Kokkos::finalize();
  return status;
}
