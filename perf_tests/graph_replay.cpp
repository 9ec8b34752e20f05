// kspmv-graph-replay: per-call time of kspmv::spmv on small (launch-bound)
// matrices, launched one by one against the same applies captured once into
// a CUDA graph and replayed. CUDA builds only.
//
//   kspmv-graph-replay [--case NAME[:SIZE[:P]]]... [--calls N] [--reps R]
//
// For each matrix and algorithm: N applies (default 100) back to back on one
// stream, timed with an event pair, R times (default 21, median reported),
// after a warm-up; then the same N applies captured into a graph, launched R
// times the same way. Per call = time / N. Modes N; α = 1, β = 0.5.

#include "bench_types.hpp"
#include "cases.hpp"
#include "cuda_check.hpp"
#include "matrix_source.hpp"
#include "timing.hpp"

#include <Kokkos_Core.hpp>
#include <kspmv.hpp>

#include <cuda_runtime.h>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

using namespace kspmv_bench;
using S = double;
using Exec = Kokkos::Cuda;

struct Config {
  std::vector<std::string> cases{"stencil7:16", "stencil7:32", "random:65536:8", "rmat:14:8",
                                 "stencil5:256"};
  int calls = 100, reps = 21;
};

// Median per-call microseconds of `launch_all` (which issues `calls` applies).
double per_call_us(cudaStream_t stream, int calls, int reps, const std::function<void()>& launch_all) {
  cudaEvent_t start, stop;
  KSPMV_CUDA_CHECK(cudaEventCreate(&start));
  KSPMV_CUDA_CHECK(cudaEventCreate(&stop));
  launch_all();  // warm-up
  KSPMV_CUDA_CHECK(cudaStreamSynchronize(stream));
  std::vector<double> ms;
  for (int r = 0; r < reps; ++r) {
    KSPMV_CUDA_CHECK(cudaEventRecord(start, stream));
    launch_all();
    KSPMV_CUDA_CHECK(cudaEventRecord(stop, stream));
    KSPMV_CUDA_CHECK(cudaEventSynchronize(stop));
    float t = 0;
    KSPMV_CUDA_CHECK(cudaEventElapsedTime(&t, start, stop));
    ms.push_back(t);
  }
  KSPMV_CUDA_CHECK(cudaEventDestroy(start));
  KSPMV_CUDA_CHECK(cudaEventDestroy(stop));
  return summarize(ms).median_ms * 1e3 / calls;
}

bool failures = false;

void run_matrix(const Config& cfg, const std::string& spec, cudaStream_t stream) {
  const Exec exec(stream);
  const HostCsr<S> h = make_case<S>(parse_case(spec));
  const Matrix<S> A = to_device(h);
  Vector<S> x("x", h.cols), y("y", h.rows);
  Kokkos::deep_copy(exec, x, S(1));
  Kokkos::deep_copy(exec, y, S(0));
  for (const kspmv::Algorithm a : kspmv::all_algorithms) try {
    kspmv::SpmvHandle<Exec, Matrix<S>, Vector<S>, Vector<S>> handle(a);
    handle.setup(exec, A);
    auto apply_all = [&] {
      for (int k = 0; k < cfg.calls; ++k) kspmv::spmv(exec, &handle, "N", S(1), A, x, S(0.5), y);
    };
    const double plain = per_call_us(stream, cfg.calls, cfg.reps, apply_all);
    cudaGraph_t graph;
    cudaGraphExec_t instance;
    KSPMV_CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
    try {
      apply_all();
    } catch (...) {  // leave the stream usable for the next algorithm
      cudaStreamEndCapture(stream, &graph);
      cudaGetLastError();
      throw;
    }
    KSPMV_CUDA_CHECK(cudaStreamEndCapture(stream, &graph));
    KSPMV_CUDA_CHECK(cudaGraphInstantiate(&instance, graph, 0));
    std::size_t nodes = 0;
    KSPMV_CUDA_CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
    const double replay = per_call_us(stream, cfg.calls, cfg.reps, [&] {
      KSPMV_CUDA_CHECK(cudaGraphLaunch(instance, stream));
    });
    KSPMV_CUDA_CHECK(cudaGraphExecDestroy(instance));
    KSPMV_CUDA_CHECK(cudaGraphDestroy(graph));
    std::printf("%-16s %9lld %10lld %-18s %-18s %7zu %10.2f %10.2f %7.2f\n", spec.c_str(),
                (long long)h.rows, (long long)h.nnz(), kspmv::algorithm_name(a),
                kspmv::algorithm_name(handle.chosen()), nodes / std::size_t(cfg.calls), plain,
                replay, plain / replay);
    std::fflush(stdout);
  } catch (const std::exception& e) {
    std::printf("%-16s %-18s FAILED: %s\n", spec.c_str(), kspmv::algorithm_name(a), e.what());
    failures = true;
  }
}

}  // namespace

int main(int argc, char* argv[]) {
  Kokkos::ScopeGuard guard(argc, argv);
  Config cfg;
  std::vector<std::string> cases;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--case" && i + 1 < argc) cases.push_back(argv[++i]);
    else if (a == "--calls" && i + 1 < argc) cfg.calls = std::stoi(argv[++i]);
    else if (a == "--reps" && i + 1 < argc) cfg.reps = std::stoi(argv[++i]);
    else {
      std::fprintf(stderr, "usage: kspmv-graph-replay [--case NAME[:SIZE[:P]]]... [--calls N] [--reps R]\n");
      return 2;
    }
  }
  if (!cases.empty()) cfg.cases = cases;
  cudaStream_t stream;
  KSPMV_CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  std::printf("# per-call time of kspmv::spmv (mode N), %d applies back to back, median of %d; "
              "event-timed on one stream\n", cfg.calls, cfg.reps);
  std::printf("%-16s %9s %10s %-18s %-18s %7s %10s %10s %7s\n", "matrix", "rows", "nnz",
              "algorithm", "chosen", "kernels", "plain_us", "graph_us", "ratio");
  int status = 0;
  for (const std::string& c : cfg.cases) {
    try {
      run_matrix(cfg, c, stream);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s: %s\n", c.c_str(), e.what());
      status = 3;
    }
  }
  KSPMV_CUDA_CHECK(cudaStreamDestroy(stream));
  return failures ? 1 : status;
}
