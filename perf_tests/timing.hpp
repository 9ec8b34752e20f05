#pragma once
// Launch timing. GPU: a CUDA event pair around every launch on the execution
// space's own stream, so the time is the device's and nothing else in the
// process has to synchronize. Host backends: fence, std::chrono, fence.
// Both return one time per launch; callers report the median.

#include "bench_types.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <vector>

#if defined(KOKKOS_ENABLE_CUDA)
#include "cuda_check.hpp"
#endif

namespace kspmv_bench {

struct TimingStats {
  double median_ms = std::numeric_limits<double>::quiet_NaN();
  double min_ms = median_ms, max_ms = median_ms;
  int samples = 0;
};

inline TimingStats summarize(std::vector<double> ms) {
  TimingStats s;
  if (ms.empty()) return s;
  std::sort(ms.begin(), ms.end());
  const std::size_t n = ms.size();
  s.median_ms = n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
  s.min_ms = ms.front();
  s.max_ms = ms.back();
  s.samples = int(n);
  return s;
}

template <class Exec>
class LaunchTimer {
 public:
  explicit LaunchTimer(const Exec& exec) : exec_(exec) {}
  static const char* method() { return "fence + std::chrono::steady_clock per launch"; }

  template <class Launch>
  TimingStats time(const Launch& launch, int warmup, int reps) {
    for (int i = 0; i < warmup; ++i) launch();
    exec_.fence();
    std::vector<double> ms(reps);
    for (int i = 0; i < reps; ++i) {
      const auto t0 = std::chrono::steady_clock::now();
      launch();
      exec_.fence();
      ms[i] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                  .count();
    }
    return summarize(std::move(ms));
  }

 private:
  Exec exec_;
};

#if defined(KOKKOS_ENABLE_CUDA)
template <>
class LaunchTimer<Kokkos::Cuda> {
 public:
  explicit LaunchTimer(const Kokkos::Cuda& exec) : exec_(exec) {}
  static const char* method() { return "cudaEvent pair per launch on the instance's stream"; }

  template <class Launch>
  TimingStats time(const Launch& launch, int warmup, int reps) {
    const cudaStream_t stream = exec_.cuda_stream();
    for (int i = 0; i < warmup; ++i) launch();
    std::vector<cudaEvent_t> start(reps), stop(reps);
    for (int i = 0; i < reps; ++i) {
      KSPMV_CUDA_CHECK(cudaEventCreate(&start[i]));
      KSPMV_CUDA_CHECK(cudaEventCreate(&stop[i]));
    }
    KSPMV_CUDA_CHECK(cudaStreamSynchronize(stream));
    for (int i = 0; i < reps; ++i) {
      KSPMV_CUDA_CHECK(cudaEventRecord(start[i], stream));
      launch();
      KSPMV_CUDA_CHECK(cudaEventRecord(stop[i], stream));
    }
    KSPMV_CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<double> ms(reps);
    for (int i = 0; i < reps; ++i) {
      float t = 0;
      KSPMV_CUDA_CHECK(cudaEventElapsedTime(&t, start[i], stop[i]));
      ms[i] = t;
      KSPMV_CUDA_CHECK(cudaEventDestroy(start[i]));
      KSPMV_CUDA_CHECK(cudaEventDestroy(stop[i]));
    }
    return summarize(std::move(ms));
  }

 private:
  Kokkos::Cuda exec_;
};
#endif

// Device-to-device copy bandwidth in GB/s (bytes read + bytes written), the
// practical roofline the SpMV numbers are compared against. The buffer must be
// much larger than the last-level cache (H200: 60 MB L2).
template <class Exec>
double copy_bandwidth_gbs(const Exec& exec, LaunchTimer<Exec>& timer, std::size_t bytes,
                          int warmup, int reps) {
  const std::size_t n = bytes / sizeof(double);
  Kokkos::View<double*, typename Exec::memory_space> src("kspmv_bench::copy_src", n);
  Kokkos::View<double*, typename Exec::memory_space> dst("kspmv_bench::copy_dst", n);
  Kokkos::deep_copy(exec, src, 1.0);
  const TimingStats t = timer.time([&] { Kokkos::deep_copy(exec, dst, src); }, warmup, reps);
  return 2.0 * double(n * sizeof(double)) / (t.median_ms * 1e-3) / 1e9;
}

}  // namespace kspmv_bench
