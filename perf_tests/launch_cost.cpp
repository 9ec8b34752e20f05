// kspmv-launch-cost: where the time of a launch-bound apply goes (issue 5's
// latency regime, where kspmv and Kokkos Kernels share a floor about 1 µs a
// call above cuSPARSE's). CUDA builds only.
//
//   kspmv-launch-cost [--case NAME[:SIZE[:P]]]... [--matrix FILE]... [--calls N] [--reps R]
//
// For each matrix and each way of issuing y = A·x, `calls` applies (default
// 100) go back to back on one stream, R times (default 21), after a warm-up
// batch. Per apply, medians over the R batches:
//   host_us    the host's time to issue it (steady_clock around the loop, no
//              wait inside; the stream queues the launches)
//   batch_us   the device's time over the batch (one event pair around it)
//   paired_us  an event pair around each apply, as kspmv-bench times them
// The rows that compute nothing isolate the launch path: an empty kernel
// through <<<>>> (argument of 64 and of 1024 bytes, the size of kspmv's
// larger functors), an empty Kokkos RangePolicy and TeamPolicy parallel_for
// over the matrix's rows (HintLightWeight, as kspmv launches, and the Range
// one also without). Then cuSPARSE's CSR ALG1 and COO ALG1, and every kspmv
// algorithm through a handle (mode N, α = 1, β = 0.5; cuSPARSE β = 0).

#include "bench_types.hpp"
#include "cases.hpp"
#include "cuda_check.hpp"
#include "cusparse_baseline.hpp"
#include "matrix_source.hpp"
#include "timing.hpp"

#include <Kokkos_Core.hpp>
#include <io/matrix_market.hpp>
#include <kspmv.hpp>

#include <cuda_runtime.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

using namespace kspmv_bench;
using S = double;
using Exec = Kokkos::Cuda;

struct Config {
  std::vector<std::string> cases;
  std::vector<std::string> files;
  int calls = 100, reps = 21;
};

template <int Bytes>
struct KernelArgument {
  unsigned char bytes[Bytes];
};

// Reads its argument so that it is not optimised away; writes only for a
// first byte no caller sets.
template <int Bytes>
__global__ void empty_kernel(KernelArgument<Bytes> a, double* out) {
  if (a.bytes[0] == 255 && threadIdx.x == 0) out[blockIdx.x] = a.bytes[Bytes - 1];
}

struct EmptyRange {
  Kokkos::View<S*, Exec::memory_space> y;
  KOKKOS_FUNCTION void operator()(const std::int64_t i) const {
    if (i < 0) y(0) = 1;
  }
};

struct EmptyTeam {
  Kokkos::View<S*, Exec::memory_space> y;
  KOKKOS_FUNCTION void operator()(const Kokkos::TeamPolicy<Exec>::member_type& t) const {
    if (t.league_rank() < 0) y(0) = 1;
  }
};

struct Times {
  double host_us, batch_us, paired_us;
};

double median_of(std::vector<double> v) { return summarize(std::move(v)).median_ms; }

Times measure(cudaStream_t stream, const Config& cfg, const std::function<void()>& apply) {
  for (int k = 0; k < cfg.calls; ++k) apply();  // warm-up
  KSPMV_CUDA_CHECK(cudaStreamSynchronize(stream));
  cudaEvent_t start, stop;
  KSPMV_CUDA_CHECK(cudaEventCreate(&start));
  KSPMV_CUDA_CHECK(cudaEventCreate(&stop));
  std::vector<double> host, batch, paired;
  for (int r = 0; r < cfg.reps; ++r) {
    KSPMV_CUDA_CHECK(cudaEventRecord(start, stream));
    const auto t0 = std::chrono::steady_clock::now();
    for (int k = 0; k < cfg.calls; ++k) apply();
    const auto t1 = std::chrono::steady_clock::now();
    KSPMV_CUDA_CHECK(cudaEventRecord(stop, stream));
    KSPMV_CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    KSPMV_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    host.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / cfg.calls);
    batch.push_back(1e3 * ms / cfg.calls);
  }
  KSPMV_CUDA_CHECK(cudaEventDestroy(start));
  KSPMV_CUDA_CHECK(cudaEventDestroy(stop));
  LaunchTimer<Exec> timer{Exec(stream)};
  const TimingStats p = timer.time(apply, 5, cfg.calls);
  return {median_of(host), median_of(batch), 1e3 * p.median_ms};
}

void print_row(const std::string& matrix, const HostCsr<S>& h, const std::string& what,
               const std::string& chosen, const Times& t) {
  std::printf("%-24s %9lld %10lld %-22s %-18s %8.2f %8.2f %9.2f\n", matrix.c_str(),
              (long long)h.rows, (long long)h.nnz(), what.c_str(), chosen.c_str(), t.host_us,
              t.batch_us, t.paired_us);
  std::fflush(stdout);
}

bool failures = false;

void run_matrix(const Config& cfg, const std::string& name, const HostCsr<S>& h,
                cudaStream_t stream) {
  const Exec exec(stream);
  const Matrix<S> A = to_device(h);
  Vector<S> x("x", h.cols), y("y", h.rows);
  Kokkos::deep_copy(exec, x, S(1));
  Kokkos::deep_copy(exec, y, S(0));
  Kokkos::View<S*, Exec::memory_space> sink("sink", 1 << 16);
  const std::int64_t rows = std::max<std::int64_t>(h.rows, 1);
  const unsigned grid = unsigned(std::min<std::int64_t>((rows + 127) / 128, 1 << 16));

  print_row(name, h, "cuda_empty_64B", "-", measure(stream, cfg, [&] {
              empty_kernel<64><<<grid, 128, 0, stream>>>(KernelArgument<64>{}, sink.data());
            }));
  print_row(name, h, "cuda_empty_1024B", "-", measure(stream, cfg, [&] {
              empty_kernel<1024><<<grid, 128, 0, stream>>>(KernelArgument<1024>{}, sink.data());
            }));
  print_row(name, h, "kokkos_range_light", "-", measure(stream, cfg, [&] {
              Kokkos::parallel_for("empty_range",
                                   kspmv::light_weight(Kokkos::RangePolicy<Exec>(exec, 0, rows)),
                                   EmptyRange{sink});
            }));
  print_row(name, h, "kokkos_range_plain", "-", measure(stream, cfg, [&] {
              Kokkos::parallel_for("empty_range", Kokkos::RangePolicy<Exec>(exec, 0, rows),
                                   EmptyRange{sink});
            }));
  print_row(name, h, "kokkos_team_light", "-", measure(stream, cfg, [&] {
              Kokkos::parallel_for(
                  "empty_team",
                  kspmv::light_weight(Kokkos::TeamPolicy<Exec>(exec, int(grid), 128, 1)),
                  EmptyTeam{sink});
            }));

  CusparseLibrary lib(exec);
  for (const CusparseVariant& v : cusparse_variants) {
    if (v.alg != CUSPARSE_SPMV_CSR_ALG1 && v.alg != CUSPARSE_SPMV_COO_ALG1) continue;
    try {
      CusparseSpmv<S> sp(exec, lib.get(), v, false, A, x, y);
      print_row(name, h, v.name, "-", measure(stream, cfg, [&] { sp.apply(); }));
    } catch (const std::exception& e) {
      std::printf("%-24s %-22s FAILED: %s\n", name.c_str(), v.name, e.what());
      failures = true;
    }
  }

  for (const kspmv::Algorithm a : kspmv::all_algorithms) try {
    kspmv::SpmvHandle<Exec, Matrix<S>, Vector<S>, Vector<S>> handle(a);
    handle.setup(exec, A);
    print_row(name, h, kspmv::algorithm_name(a), kspmv::algorithm_name(handle.chosen()),
              measure(stream, cfg, [&] {
                kspmv::spmv(exec, &handle, "N", S(1), A, x, S(0.5), y);
              }));
  } catch (const std::exception& e) {
    std::printf("%-24s %-22s skipped: %s\n", name.c_str(), kspmv::algorithm_name(a), e.what());
  }
}

}  // namespace

int main(int argc, char* argv[]) {
  Kokkos::ScopeGuard guard(argc, argv);
  Config cfg;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--case" && i + 1 < argc) cfg.cases.push_back(argv[++i]);
    else if (a == "--matrix" && i + 1 < argc) cfg.files.push_back(argv[++i]);
    else if (a == "--calls" && i + 1 < argc) cfg.calls = std::stoi(argv[++i]);
    else if (a == "--reps" && i + 1 < argc) cfg.reps = std::stoi(argv[++i]);
    else {
      std::fprintf(stderr,
                   "usage: kspmv-launch-cost [--case NAME[:SIZE[:P]]]... [--matrix FILE]... "
                   "[--calls N] [--reps R]\n");
      return 2;
    }
  }
  if (cfg.cases.empty() && cfg.files.empty()) cfg.cases = {"stencil7:32", "random:65536:8"};
  cudaStream_t stream;
  KSPMV_CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  std::printf("# per apply, medians of %d batches of %d back-to-back applies on one stream\n",
              cfg.reps, cfg.calls);
  std::printf("%-24s %9s %10s %-22s %-18s %8s %8s %9s\n", "matrix", "rows", "nnz", "launch",
              "chosen", "host_us", "batch_us", "paired_us");
  int status = 0;
  for (const std::string& c : cfg.cases) try {
      run_matrix(cfg, c, make_case<S>(parse_case(c)), stream);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s: %s\n", c.c_str(), e.what());
      status = 3;
    }
  for (const std::string& f : cfg.files) try {
      const Matrix<S> file = kspmv::io::read_crs<Matrix<S>>(f);
      run_matrix(cfg, file_stem(f), to_host(file, file_stem(f)), stream);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s: %s\n", f.c_str(), e.what());
      status = 3;
    }
  KSPMV_CUDA_CHECK(cudaStreamDestroy(stream));
  return failures ? 1 : status;
}
