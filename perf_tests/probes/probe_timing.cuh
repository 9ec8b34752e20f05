#pragma once
// What every probe here shares: CHECK for CUDA calls, the median time of a
// launch as kspmv-bench takes it (warm-ups first, then a cudaEvent pair
// around each launch on the default stream), the copy bandwidth, and one
// result printed against a host reference.

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                  \
  do {                                                                               \
    cudaError_t e_ = (call);                                                         \
    if (e_ != cudaSuccess) {                                                         \
      std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

// Median milliseconds of `reps` event-timed calls of launch() after `warmups`.
template <class Launch>
float median_launch_ms(Launch launch, int reps = 30, int warmups = 5) {
  cudaEvent_t b, e;
  CHECK(cudaEventCreate(&b));
  CHECK(cudaEventCreate(&e));
  for (int w = 0; w < warmups; ++w) launch();
  std::vector<float> ms;
  for (int k = 0; k < reps; ++k) {
    CHECK(cudaEventRecord(b));
    launch();
    CHECK(cudaEventRecord(e));
    CHECK(cudaEventSynchronize(e));
    float t;
    CHECK(cudaEventElapsedTime(&t, b, e));
    ms.push_back(t);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventDestroy(b));
  CHECK(cudaEventDestroy(e));
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// GB/s of a 1 GiB device-to-device copy (read + written), as kspmv-bench measures it.
inline double copy_bandwidth_gbs() {
  const size_t n = size_t(1) << 27;
  double *src, *dst;
  CHECK(cudaMalloc(&src, n * sizeof(double)));
  CHECK(cudaMalloc(&dst, n * sizeof(double)));
  CHECK(cudaMemset(src, 0, n * sizeof(double)));
  const float copy_ms = median_launch_ms(
      [&] { CHECK(cudaMemcpyAsync(dst, src, n * sizeof(double), cudaMemcpyDeviceToDevice)); });
  CHECK(cudaFree(src));
  CHECK(cudaFree(dst));
  return 2.0 * n * sizeof(double) / (copy_ms * 1e-3) / 1e9;
}

// Prints " [err e]" where the device's y (want.size() entries) differs from
// `want` by more than 1e-10 relatively, then `bytes` moved in `ms` as % of
// `copy_gbs`.
inline void print_percent_of_copy(const double* y, const std::vector<double>& want, float ms,
                                  double bytes, double copy_gbs) {
  std::vector<double> got(want.size());
  CHECK(cudaMemcpy(got.data(), y, got.size() * sizeof(double), cudaMemcpyDeviceToHost));
  double err = 0, norm = 0;
  for (size_t r = 0; r < got.size(); ++r) {
    err = std::max(err, std::abs(got[r] - want[r]));
    norm = std::max(norm, std::abs(want[r]));
  }
  if (err > 1e-10 * norm) std::printf(" [err %.1e]", err / norm);
  std::printf(" %6.1f", 100.0 * bytes / (ms * 1e-3) / 1e9 / copy_gbs);
}
