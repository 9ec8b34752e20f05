// After setup, an apply is only kernel launches on the handle's execution
// space instance: no host synchronisation, allocation or read of device
// memory. So ten applies can be captured into a CUDA (HIP) graph on the
// instance's stream and replayed. Checked for every algorithm, modes N and T,
// rank 1 and 2, the scatter and the cached-CSC transpose, against ten host
// applies y ← α·op(A)·x + β·y. Built only for CUDA and HIP backends.

#include "spmv_suite.hpp"  // upload, download, make_vectors

#include <cstdio>

#if defined(KOKKOS_ENABLE_CUDA)
#include <cuda_runtime.h>
#define KSPMV_GPU(name) cuda##name
using GpuExec = Kokkos::Cuda;
using GpuStream = cudaStream_t;
using GpuGraph = cudaGraph_t;
using GpuGraphExec = cudaGraphExec_t;
#elif defined(KOKKOS_ENABLE_HIP)
#include <hip/hip_runtime.h>
#define KSPMV_GPU(name) hip##name
using GpuExec = Kokkos::HIP;
using GpuStream = hipStream_t;
using GpuGraph = hipGraph_t;
using GpuGraphExec = hipGraphExec_t;
#endif

#if defined(KSPMV_GPU)

namespace {

using namespace kspmv_test;
using S = double;
using Dev = Kokkos::Device<GpuExec, GpuExec::memory_space>;
using Matrix = KokkosSparse::CrsMatrix<S, int, Dev>;
using GraphV1 = Kokkos::View<S*, Kokkos::LayoutLeft, Dev>;
using GraphV2 = Kokkos::View<S**, Kokkos::LayoutLeft, Dev>;

constexpr int captured_applies = 10;

#define GPU_CHECK(call)                                                                  \
  do {                                                                                   \
    const auto status_ = (call);                                                         \
    ASSERT_EQ(status_, KSPMV_GPU(Success)) << #call << ": " << KSPMV_GPU(GetErrorString)(status_); \
  } while (0)

// Rows of 0 to 40 entries, one dense row and empty rows: every algorithm's
// schedule has short, long and carried rows.
HostCsr<S> irregular_matrix() {
  return from_rows<S>("irregular_3000x2500", 3000, 2500, [](std::int64_t r) {
    std::vector<std::int64_t> c;
    if (r == 1234)
      for (std::int64_t j = 0; j < 2500; ++j) c.push_back(j);
    else if (r % 7 != 3)
      for (std::int64_t k = 0; k < (r * 37) % 41; ++k) c.push_back((r * 13 + k * 101) % 2500);
    std::sort(c.begin(), c.end());
    c.erase(std::unique(c.begin(), c.end()), c.end());
    return c;
  });
}

// Captures `captured_applies` applies on exec's stream, replays the graph
// twice, and compares y with as many host applies after each replay.
template <class View>
void capture_and_replay(const GpuExec& exec, GpuStream stream, const HostCsr<S>& h,
                        kspmv::Algorithm algorithm, const kspmv::SpmvOptions& options,
                        const char* mode, const std::string& what) {
  const bool transpose = mode[0] == 'T';
  const std::int64_t in = transpose ? h.rows : h.cols, out = transpose ? h.cols : h.rows;
  const std::int64_t count = View::rank == 1 ? 1 : 3;
  const Matrix A = to_device<Matrix>(h);
  const auto hx = random_vectors<S>(in, count, 31);
  auto href = random_vectors<S>(out, count, 32);
  const View x = make_vectors<View>("x", in, count), y = make_vectors<View>("y", out, count);
  upload(x, hx);
  const S alpha = 1.25, beta = 0.5;

  kspmv::SpmvHandle<GpuExec, Matrix, View, View> handle(algorithm, options);
  handle.setup(exec, A);
  // One apply before capturing: Kokkos loads kernels and sizes its internal
  // buffers on first use; a user's warm-up (or first solver step) does the same.
  upload(y, href);
  kspmv::spmv(exec, &handle, mode, alpha, A, x, beta, y);
  exec.fence();
  upload(y, href);

  GpuGraph graph{};
  GpuGraphExec instance{};
  // A failure inside Kokkos during capture can end the process: name the case first.
  std::fprintf(stderr, "capturing: %s\n", what.c_str());
  GPU_CHECK(KSPMV_GPU(StreamBeginCapture)(stream, KSPMV_GPU(StreamCaptureModeGlobal)));
  for (int k = 0; k < captured_applies; ++k)
    kspmv::spmv(exec, &handle, mode, alpha, A, x, beta, y);
  GPU_CHECK(KSPMV_GPU(StreamEndCapture)(stream, &graph));
  GPU_CHECK(KSPMV_GPU(GraphInstantiateWithFlags)(&instance, graph, 0));

  double tol = 0;
  for (int replay = 0; replay < 2; ++replay) {
    GPU_CHECK(KSPMV_GPU(GraphLaunch)(instance, stream));
    GPU_CHECK(KSPMV_GPU(StreamSynchronize)(stream));
    for (int k = 0; k < captured_applies; ++k)
      tol += reference_spmv(h, transpose, false, alpha, hx, beta, href);
    HostVectors<S> got{out, count, std::vector<S>(std::size_t(out * count))};
    download(y, got);
    for (std::int64_t j = 0; j < count; ++j)
      for (std::int64_t i = 0; i < out; ++i)
        ASSERT_NEAR(got(i, j), href(i, j), tol)
            << what << ", replay " << replay << ", y(" << i << ", " << j << "); "
            << handle.describe();
  }
  GPU_CHECK(KSPMV_GPU(GraphExecDestroy)(instance));
  GPU_CHECK(KSPMV_GPU(GraphDestroy)(graph));
}

TEST(GraphCapture, TenAppliesReplayForEveryAlgorithm) {
  GpuStream stream{};
  GPU_CHECK(KSPMV_GPU(StreamCreateWithFlags)(&stream, KSPMV_GPU(StreamNonBlocking)));
  {
    const GpuExec exec(stream);
    kspmv::SpmvOptions scatter, cached, deterministic;
    scatter.dia_max_fill = 1e9;  // DIA on the irregular matrix too
    scatter.bsr_block_size = 1;  // and BSR, as 1x1 blocks (neither matrix has larger ones)
    cached = scatter;
    deterministic = scatter;
    cached.expected_transposed_applies = 1000000;
    deterministic.deterministic = true;
    deterministic.expected_transposed_applies = 1;
    const std::pair<const char*, kspmv::SpmvOptions> option_sets[] = {
        {"scatter", scatter}, {"cached CSC", cached}, {"deterministic", deterministic}};
    const HostCsr<S> matrices[] = {irregular_matrix(), test_matrices<S>()[8]};
    for (const auto& h : matrices)
      for (const auto algorithm : kspmv::all_algorithms)
        for (const auto& [label, options] : option_sets)
          for (const char* mode : {"N", "T"}) {
            if (algorithm == kspmv::Algorithm::kk_native && options.deterministic && mode[0] == 'T')
              continue;  // refused at apply: Kokkos Kernels' transpose is its own
            const std::string what = h.name + ", " + kspmv::algorithm_name(algorithm) + ", " +
                                     label + ", mode " + mode;
            capture_and_replay<GraphV1>(exec, stream, h, algorithm, options, mode, what + ", rank 1");
            capture_and_replay<GraphV2>(exec, stream, h, algorithm, options, mode, what + ", rank 2");
            if (::testing::Test::HasFatalFailure()) return;
          }
  }
  GPU_CHECK(KSPMV_GPU(StreamDestroy)(stream));
}

}  // namespace

#endif  // KSPMV_GPU
