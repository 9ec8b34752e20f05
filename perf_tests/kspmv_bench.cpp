// kspmv-bench: every kspmv algorithm, kk_native and (CUDA builds) cuSPARSE's
// generic SpMV on built-in or Matrix Market matrices, in one process on one
// stream; with --vectors K > 1 the same on K right-hand sides (rank-2 handles,
// Kokkos Kernels' rank-2 SpMV, cuSPARSE's SpMM). `kspmv-bench --help` lists
// the options; README.md has the story.

#include "bench_run.hpp"
#include "bench_types.hpp"
#include "cli.hpp"

#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>

namespace kspmv_bench {
namespace {

std::string now_iso8601() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
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
