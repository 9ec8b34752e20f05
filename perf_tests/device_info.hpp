#pragma once
// One line naming the machine the numbers came from, for the table and JSON.

#include "bench_types.hpp"

#include <cmath>
#include <fstream>
#include <string>

#if defined(KOKKOS_ENABLE_CUDA)
#include "cuda_check.hpp"
#endif

namespace kspmv_bench {

inline std::string host_cpu_name() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) {
      const auto p = line.find(':');
      return p == std::string::npos ? line : line.substr(p + 2);
    }
  return "unknown CPU";
}

#if defined(KOKKOS_ENABLE_CUDA)
inline std::string cuda_device_name() {
  int dev = 0;
  KSPMV_CUDA_CHECK(cudaGetDevice(&dev));
  cudaDeviceProp p{};
  KSPMV_CUDA_CHECK(cudaGetDeviceProperties(&p, dev));
  return std::string(p.name) + " (sm_" + std::to_string(p.major) + std::to_string(p.minor) +
         ", " + std::to_string(p.multiProcessorCount) + " SMs, " +
         std::to_string(p.totalGlobalMem >> 30) + " GiB, L2 " +
         std::to_string(p.l2CacheSize >> 20) + " MiB, DRAM peak " +
         std::to_string(std::lround(kspmv::compat::peak_dram_gbs(Kokkos::Cuda()))) + " GB/s)";
}
#endif

inline std::string device_description() {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return cuda_device_name();
#endif
  return host_cpu_name() + " (" + ExecSpace::name() + ", concurrency " +
         std::to_string(ExecSpace().concurrency()) + ")";
}

}  // namespace kspmv_bench
