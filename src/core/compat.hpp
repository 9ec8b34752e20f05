#pragma once
// The one place that knows which Kokkos / Kokkos Kernels / device runtime is
// underneath. Supported: Kokkos + KK 3.4.01 (Debian's Trilinos 13.2, where
// KOKKOSKERNELS_VERSION is undefined) and Kokkos 4.6+ with KK 4.7+.
// No other file may test KOKKOS_VERSION, KOKKOSKERNELS_VERSION or a device
// compilation macro: add a helper here instead.

#include <Kokkos_Core.hpp>
#include <Kokkos_Sort.hpp>
#include <KokkosKernels_Sorting.hpp>
#include <KokkosKernels_config.h>
#include <KokkosSparse_CrsMatrix.hpp>
#include <KokkosSparse_spmv.hpp>

#include "core/errors.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(KOKKOS_ENABLE_CUDA)
#include <cuda_runtime.h>
#endif
#if defined(KOKKOS_ENABLE_HIP)
#include <hip/hip_runtime.h>
#endif
#include <unistd.h>

#if defined(KOKKOSKERNELS_VERSION)
#define KSPMV_KK_VERSION KOKKOSKERNELS_VERSION
#else
#define KSPMV_KK_VERSION 30400  // 3.4 defines no version macro
#endif
#define KSPMV_KOKKOS_VERSION KOKKOS_VERSION

// KK >= 4.3 has the handle-based KokkosSparse::spmv that kspmv can overload.
#if KSPMV_KK_VERSION >= 40300
#define KSPMV_HAS_KK_SPMV_HANDLE 1
#else
#define KSPMV_HAS_KK_SPMV_HANDLE 0
#endif

// KK >= 4 has KokkosSparse::Experimental::BsrMatrix (Debian's 3.4 installs
// none); kspmv's BSR converts to and from it there (convert/bsr_kk.hpp, the
// one file that includes its header).
#if KSPMV_KK_VERSION >= 40000
#define KSPMV_HAS_KK_BSR 1
#else
#define KSPMV_HAS_KK_BSR 0
#endif

// Code for the device pass and for the host pass of one function. Kokkos 3.4
// (Debian's, host backends only) predates KOKKOS_IF_ON_DEVICE: there every
// function runs on the host. CODE is parenthesised, as for Kokkos' macros.
#define KSPMV_STRIP_PARENS(...) __VA_ARGS__
#if defined(KOKKOS_IF_ON_DEVICE)
#define KSPMV_IF_ON_DEVICE(CODE) KOKKOS_IF_ON_DEVICE(CODE)
#define KSPMV_IF_ON_HOST(CODE) KOKKOS_IF_ON_HOST(CODE)
#else
#define KSPMV_IF_ON_DEVICE(CODE)
#define KSPMV_IF_ON_HOST(CODE) {KSPMV_STRIP_PARENS CODE}
#endif

namespace kspmv {
namespace compat {

inline constexpr int kokkos_version = KSPMV_KOKKOS_VERSION;
inline constexpr int kokkos_kernels_version = KSPMV_KK_VERSION;

// ---- execution-space facts ------------------------------------------------

template <class ExecSpace>
inline constexpr bool is_gpu_space() {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return true;
#endif
#if defined(KOKKOS_ENABLE_HIP)
#if KSPMV_KOKKOS_VERSION >= 40000
  if constexpr (std::is_same_v<ExecSpace, Kokkos::HIP>) return true;
#else
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Experimental::HIP>) return true;
#endif
#endif
  return false;
}

// Width of the hardware SIMD group the vector level of a TeamPolicy maps to:
// 32 on NVIDIA, 64 on AMD (CDNA), 1 on host backends. A compile-time constant
// so that warp-level loops unroll (spmv/arch/).
template <class ExecSpace>
inline constexpr int static_warp_width() {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return int(Kokkos::Impl::CudaTraits::WarpSize);
#endif
#if defined(KOKKOS_ENABLE_HIP) && KSPMV_KOKKOS_VERSION >= 40000
  if constexpr (std::is_same_v<ExecSpace, Kokkos::HIP>) return int(Kokkos::Impl::HIPTraits::WarpSize);
#endif
  return 1;
}

template <class ExecSpace>
inline int warp_width() {
  return static_warp_width<ExecSpace>();
}

// Number of hardware SIMD groups that can be resident at once; sizes the
// oversubscription ω of the load-balanced kernels (Ginkgo paper, §3.2).
template <class ExecSpace>
inline std::int64_t concurrent_warps(const ExecSpace& exec) {
  const std::int64_t c = exec.concurrency();
  return c / warp_width<ExecSpace>() > 0 ? c / warp_width<ExecSpace>() : 1;
}

// Peak DRAM bandwidth of the instance's device in GB/s (memory clock x bus
// width x 2 for double data rate, as the vendors count it), or 0 where the
// backend is a host one or the device does not say. The automatic rule
// weighs some kernels by it (TuningTable::ell_local_min_peak_gbs). Asked of
// the driver's attributes: CUDA 13's cudaDeviceProp lost memoryClockRate.
template <class ExecSpace>
inline double peak_dram_gbs(const ExecSpace& exec) {
  int clock_khz = 0, bus_bits = 0;
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const int device = exec.cuda_device();
    if (cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, device) != cudaSuccess ||
        cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, device) != cudaSuccess)
      return 0;
  }
#endif
#if defined(KOKKOS_ENABLE_HIP)
  if constexpr (is_gpu_space<ExecSpace>()) {  // HIP builds have no other GPU space
    int device = 0;
    if (hipGetDevice(&device) != hipSuccess ||
        hipDeviceGetAttribute(&clock_khz, hipDeviceAttributeMemoryClockRate, device) != hipSuccess ||
        hipDeviceGetAttribute(&bus_bits, hipDeviceAttributeMemoryBusWidth, device) != hipSuccess)
      return 0;
  }
#endif
  (void)exec;
  return 2.0 * double(clock_khz) * 1e3 * double(bus_bits) / 8.0 / 1e9;
}

// Bytes the memory space can still hand out, so that conversions refuse
// padded formats that cannot fit instead of dying in the allocator.
template <class MemorySpace>
inline std::size_t free_memory_bytes() {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<MemorySpace, Kokkos::CudaSpace> ||
                std::is_same_v<MemorySpace, Kokkos::CudaUVMSpace>) {
    std::size_t free_b = 0, total_b = 0;
    if (cudaMemGetInfo(&free_b, &total_b) == cudaSuccess) return free_b;
    return 0;
  }
#endif
#if defined(KOKKOS_ENABLE_HIP)
#if KSPMV_KOKKOS_VERSION >= 40000
  using hip_device_space = Kokkos::HIPSpace;
#else
  using hip_device_space = Kokkos::Experimental::HIPSpace;
#endif
  // Pinned host memory (HIPHostPinnedSpace) falls through to the host query.
  if constexpr (std::is_same_v<MemorySpace, hip_device_space>) {
    std::size_t free_b = 0, total_b = 0;
    if (hipMemGetInfo(&free_b, &total_b) == hipSuccess) return free_b;
    return 0;
  }
#endif
  const long pages = sysconf(_SC_AVPHYS_PAGES);
  const long page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? std::size_t(pages) * std::size_t(page) : 0;
}

// ---- algorithms that changed signature --------------------------------------

// Sorts a rank-1 device view ascending on `exec` (3.4 has no instance overload).
template <class ExecSpace, class View>
inline void sort(const ExecSpace& exec, const View& v) {
#if KSPMV_KOKKOS_VERSION >= 40200
  Kokkos::sort(exec, v);
#else
  exec.fence();
  Kokkos::sort(v);
  Kokkos::fence();
#endif
}

// Sorts `keys` ascending on `exec` and applies the same permutation to
// `values`; equal keys keep their order. Kokkos >= 4.2 sorts on the device
// (thrust / rocThrust radix sort on GPUs); before, Kokkos has no sort by key,
// so the pairs are sorted on the host (Kokkos 3.4 is host-only here anyway).
template <class ExecSpace, class Keys, class Values>
inline void sort_by_key(const ExecSpace& exec, const Keys& keys, const Values& values) {
#if KSPMV_KOKKOS_VERSION >= 40200
  Kokkos::Experimental::sort_by_key(exec, keys, values);
#else
  auto hk = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), keys);
  auto hv = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), values);
  const std::size_t n = hk.extent(0);
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return hk(a) < hk(b); });
  auto sk = Kokkos::create_mirror(hk);
  auto sv = Kokkos::create_mirror(hv);
  for (std::size_t i = 0; i < n; ++i) {
    sk(i) = hk(order[i]);
    sv(i) = hv(order[i]);
  }
  Kokkos::deep_copy(exec, keys, sk);
  Kokkos::deep_copy(exec, values, sv);
  exec.fence();
#endif
}

// Sorts a rank-1 view ascending with the threads of one team (Kokkos >= 4.2:
// sort_team; before, Kokkos Kernels' bitonic team sort).
template <class Team, class View>
KOKKOS_INLINE_FUNCTION void team_sort(const Team& team, const View& v) {
#if KSPMV_KOKKOS_VERSION >= 40200
  Kokkos::Experimental::sort_team(team, v);
#else
  KokkosKernels::Impl::TeamBitonicSort<std::int64_t, typename View::value_type, Team>(
      v.data(), std::int64_t(v.extent(0)), team);
#endif
}

// Kokkos Kernels 3.4's Serial fast path ignores mode "C" (conjugate, no
// transpose) and returns A·x; kspmv refuses that call instead of passing on a
// wrong result.
template <class ExecSpace>
inline constexpr bool kk_spmv_ignores_conjugate() {
#if KSPMV_KK_VERSION < 40000 && defined(KOKKOS_ENABLE_SERIAL)
  return std::is_same_v<ExecSpace, Kokkos::Serial>;
#else
  return false;
#endif
}

// Kokkos Kernels' own SpMV ("kk_native"). KK >= 4.0 runs it on the given
// instance; 3.4 only on the default instance, so order it against `exec`.
template <class ExecSpace, class Matrix, class XView, class YView>
inline void kk_spmv(const ExecSpace& exec, const char mode[],
                    typename YView::const_value_type alpha, const Matrix& A,
                    const XView& x, typename YView::const_value_type beta,
                    const YView& y) {
#if KSPMV_KK_VERSION >= 40000
  KokkosSparse::spmv(exec, mode, alpha, A, x, beta, y);
#else
  // KK 3.4's transpose path scales y by β even when β = 0, so NaN in y
  // survives (0·NaN); its documented semantics say y is overwritten.
  using S = typename YView::non_const_value_type;
  const bool transpose = mode[0] == 'T' || mode[0] == 't' || mode[0] == 'H' || mode[0] == 'h';
  if (transpose && beta == S(0)) {
    if constexpr (YView::rank == 1) {
      Kokkos::deep_copy(exec, y, S(0));
    } else {  // Kokkos 3.4 fills rank-2 LayoutStride views only column by column
      for (std::size_t j = 0; j < y.extent(1); ++j)
        Kokkos::deep_copy(exec, Kokkos::subview(y, Kokkos::ALL(), j), S(0));
    }
  }
  exec.fence();
  KokkosSparse::spmv(mode, alpha, A, x, beta, y);
  Kokkos::fence();
#endif
}

// Kokkos Kernels 3.4 hands a rank-2 x and y of one column to its rank-1
// kernel, which assumes unit stride: a column of a LayoutRight view, or any
// strided subview, comes out wrong.
template <class XView, class YView>
bool kk_spmv_misreads_strided_column(const XView& x, const YView& y) {
#if KSPMV_KK_VERSION >= 40000
  (void)x;
  (void)y;
  return false;
#else
  return x.extent(1) == 1 && (x.stride(0) != 1 || y.stride(0) != 1);
#endif
}

// Kokkos Kernels' SpMV on rank-2 views. KK >= 4: column by column through its
// rank-1 kernel (a LayoutLeft column is the rank-1 view kk_native already
// uses): its multivector kernels, instantiated for each layout, were three
// quarters of the CUDA compile time of a test file. KK 3.4: the rank-2 call,
// since its Serial rank-1 path assumes contiguous vectors (strided columns
// came out wrong).
template <class ExecSpace, class Matrix, class XView, class YView>
inline void kk_spmv_multivector(const ExecSpace& exec, const char mode[],
                                typename YView::const_value_type alpha, const Matrix& A,
                                const XView& x, typename YView::const_value_type beta,
                                const YView& y) {
#if KSPMV_KK_VERSION >= 40000
  for (std::size_t j = 0; j < y.extent(1); ++j)
    kk_spmv(exec, mode, alpha, A, Kokkos::subview(x, Kokkos::ALL(), j), beta,
            Kokkos::subview(y, Kokkos::ALL(), j));
#else
  require(!kk_spmv_misreads_strided_column(x, y),
          "spmv: kk_native cannot take this multivector: Kokkos Kernels 3.4 reads a rank-2 view "
          "of one column as contiguous, and this one's rows are ",
          x.stride(0) != 1 ? x.stride(0) : y.stride(0),
          " entries apart; pass a contiguous column or choose another algorithm");
  kk_spmv(exec, mode, alpha, A, x, beta, y);
#endif
}

}  // namespace compat
}  // namespace kspmv

#include "core/tuning.hpp"

namespace kspmv {
namespace compat {

template <class ExecSpace>
inline constexpr Architecture architecture_of() {
#if defined(KOKKOS_ENABLE_CUDA)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) return Architecture::nvidia;
#endif
  if constexpr (is_gpu_space<ExecSpace>()) return Architecture::amd;
  return Architecture::host;
}

// While one lives, copies of views on this thread take no reference count
// (Kokkos >= 4.6; elsewhere it does nothing, and copies count as usual): a
// functor copied into a kernel's arguments costs no atomics, as under
// Kokkos' own launches.
#if KSPMV_KOKKOS_VERSION >= 40600
using UntrackedCopies = Kokkos::Impl::SharedAllocationDisableTrackingGuard;
#else
struct UntrackedCopies {};
#endif

#if defined(KOKKOS_ENABLE_CUDA) && defined(__CUDACC__)
// Kokkos' own CUDA kernel for parallel_for(policy, f) (Kokkos >= 4.6's
// ParallelFor closure and its local-memory kernel), launched on the
// instance's stream in the shape Kokkos' launch would give it, without the
// host-side work Kokkos repeats on every launch: the block size is worked
// out once per kernel. The device code is the very kernel Kokkos launches.
// Policy: a RangePolicy on Kokkos::Cuda, with or without launch bounds (with
// them, Kokkos' bounded kernel; Kokkos' block size deduction keeps the block
// within maxTperB).
template <class Policy, class Functor>
void launch_kokkos_range_kernel(const Policy& policy, const Functor& f) {
  using Closure = Kokkos::Impl::ParallelFor<Functor, Policy, Kokkos::Cuda>;
  using Bounds = typename Policy::launch_bounds;
  const Kokkos::Cuda& exec = policy.space();
  static const int block = [&] {
    const cudaFuncAttributes attr = Kokkos::Impl::CudaParallelLaunch<Closure, Bounds>::get_cuda_func_attributes(
        exec.impl_internal_space_instance());
    return Kokkos::Impl::cuda_get_opt_block_size<Functor, Bounds>(
        exec.impl_internal_space_instance(), attr, f, 1, 0, 0);
  }();
  const std::int64_t n = policy.end() - policy.begin();
  const std::int64_t blocks = (n + block - 1) / block;
  const std::int64_t max_blocks = exec.cuda_device_prop().maxGridSize[0];
  const dim3 grid(unsigned(blocks < max_blocks ? blocks : max_blocks), 1, 1);
  // Views copied into the closure and the kernel's argument take no reference
  // count (Kokkos' own launch does the same).
  const UntrackedCopies untracked;
  const Closure closure(f, policy);
  if constexpr (Bounds::maxTperB == 0)
    Kokkos::Impl::cuda_parallel_launch_local_memory<Closure>
        <<<grid, dim3(1, block, 1), 0, exec.cuda_stream()>>>(closure);
  else
    Kokkos::Impl::cuda_parallel_launch_local_memory<Closure, Bounds::maxTperB, Bounds::minBperSM>
        <<<grid, dim3(1, block, 1), 0, exec.cuda_stream()>>>(closure);
}
#endif

}  // namespace compat
}  // namespace kspmv
