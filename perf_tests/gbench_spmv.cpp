// Google Benchmark cases: y = A·x per kspmv algorithm on a small 3D 7-point
// stencil, one fenced apply per iteration. For quick regressions and for
// tools that read Google Benchmark's JSON; kspmv-bench is the real benchmark.

#include "bench_types.hpp"
#include "generators.hpp"
#include "matrix_source.hpp"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>

namespace kspmv_bench {
namespace {

// 32^3 = 32768 rows, 223k nonzeros: small enough for a CPU run in seconds,
// large enough that a GPU launch is not pure overhead.
constexpr std::int64_t gbench_stencil_size = 32;

struct Problem {
  HostCsr<double> host = stencil7<double>(gbench_stencil_size);
  Matrix<double> A = to_device(host);
  Vector<double> x{"gbench::x", std::size_t(host.cols)};
  Vector<double> y{"gbench::y", std::size_t(host.rows)};
  Problem() { Kokkos::deep_copy(x, 1.0); }
};

std::unique_ptr<Problem> problem;  // lives between Kokkos::initialize and finalize

void spmv(benchmark::State& state, kspmv::Algorithm algorithm) {
  const ExecSpace exec;
  Problem& p = *problem;
  Handle<double> handle(algorithm);
  try {
    handle.setup(exec, p.A);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }
  for (auto _ : state) {
    handle.apply(exec, "N", 1.0, p.A, p.x, 0.0, p.y);
    exec.fence();
  }
  const double bytes = roofline_bytes<double>(p.host.rows, p.host.cols, p.host.nnz());
  state.SetBytesProcessed(std::int64_t(bytes) * state.iterations());
  state.counters["GFLOP/s"] = benchmark::Counter(2.0 * double(p.host.nnz()) * state.iterations(),
                                                 benchmark::Counter::kIsRate, benchmark::Counter::kIs1000);
  state.SetLabel(kspmv::algorithm_name(handle.chosen()));
}

}  // namespace
}  // namespace kspmv_bench

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  {
    kspmv_bench::problem = std::make_unique<kspmv_bench::Problem>();
    for (kspmv::Algorithm a : kspmv::all_algorithms)
      benchmark::RegisterBenchmark((std::string("spmv/stencil7:32/") + kspmv::algorithm_name(a)).c_str(),
                                   kspmv_bench::spmv, a)
          ->UseRealTime()
          ->Unit(benchmark::kMicrosecond);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    kspmv_bench::problem.reset();  // device memory must go before Kokkos::finalize
  }
  Kokkos::finalize();
  return 0;
}
