#pragma once
// What every probe here shares: CHECK for CUDA calls, and the median time of
// a launch as kspmv-bench takes it (warm-ups first, then a cudaEvent pair
// around each launch on the default stream).

#include <cuda_runtime.h>

#include <algorithm>
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
