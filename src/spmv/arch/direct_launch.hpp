#pragma once
// The apply kernels' launches, by CUDA's own launch where it can, by Kokkos'
// parallel_for elsewhere. Same functor, same launch shape, same stream.
//
// Why: an apply of a matrix that fits in the L2 runs at the host's pace
// (run 85, kspmv-launch-cost: 100 applies back to back, the device waits on
// the host). Per launch Kokkos' CUDA parallel_for spends about 1 µs of host
// time on top of cudaLaunchKernel's 4 (empty kernels: 5.1 against 4.1 µs):
// the block size deduced again over 32 candidate sizes, a map lookup of the
// kernel's attributes, a mutex, cudaSetDevice, reference counts of the
// functor's views. cuSPARSE's one-launch formats run at about the raw launch's
// pace, so that microsecond is most of what separated kspmv from them there.
//
// launch_range<Bounds>(label, exec, n, f)
//                                        = parallel_for(RangePolicy<.., Bounds>(exec, 0, n), f),
//                                          launched directly it is Kokkos' own kernel
//                                          (compat::launch_kokkos_range_kernel): run 86
//                                          first ran range functors in a kernel of its
//                                          own, the same block size, and DIA took 1.08-
//                                          1.13x the time on the stencils, SELL-P 1.34x
//                                          on wide:2000, others 0.90-0.95x (n3, n4)
// launch_vectors<Bounds>(label, exec, work, lanes, f)
//                                        = parallel_for(vector_team_policy<.., Bounds>(
//                                            exec, work, lanes), f)
// For launch_vectors f's operator() takes any team type: it may only ask the
// team for league_rank(), team_size() and team_rank() (team_work_item) and
// work with the lanes through spmv/arch/warp.hpp; no nested Kokkos policies,
// team barriers or scratch. Launched directly, blocks are (lanes, threads /
// lanes) as under Kokkos, so arch::lane_id() is the same lane.
//
// On CUDA every launch is direct. Where a Kokkos Tools library is loaded the
// launch is announced to it as Kokkos' own parallel_for announces one
// (beginParallelFor with the label and the instance's device id, then
// endParallelFor), so profilers and tools still see every kernel by its
// label. Until run 110 that case took Kokkos' parallel_for instead, which
// compiled every vector functor into a second kernel that only tools ever ran
// (the "kokkos" rows of perf_tests/results/2026-12-05-run110/ptxas). Every
// other backend launches through Kokkos (HIP is not measured: no AMD GPU).

#include "core/compat.hpp"
#include "core/errors.hpp"
#include "spmv/kernel_common.hpp"

#include <cstdint>
#include <limits>
#include <string>

namespace kspmv {
namespace arch {

// The team a directly launched vector kernel sees (the subset of Kokkos'
// team member that team_work_item reads).
struct DirectTeam {
  int league, size, rank;
  KOKKOS_FORCEINLINE_FUNCTION int league_rank() const { return league; }
  KOKKOS_FORCEINLINE_FUNCTION int team_size() const { return size; }
  KOKKOS_FORCEINLINE_FUNCTION int team_rank() const { return rank; }
};

#if defined(KOKKOS_ENABLE_CUDA) && defined(__CUDACC__)

template <class Functor>
__device__ __forceinline__ void run_direct_teams(const Functor& f, int league_size) {
  for (int league = blockIdx.x; league < league_size; league += gridDim.x)
    f(DirectTeam{league, int(blockDim.y), int(threadIdx.y)});
}

// With the launch bounds Kokkos would compile in (MaxT == 0: none).
template <int MaxT, int MinB, class Functor>
__global__ void __launch_bounds__(MaxT, MinB)
    direct_vector_kernel_bounded(const Functor f, const int league_size) {
  run_direct_teams(f, league_size);
}

template <class Functor>
__global__ void direct_vector_kernel(const Functor f, const int league_size) {
  run_direct_teams(f, league_size);
}

// A direct launch as a Kokkos Tools library sees Kokkos' parallel_for: the
// label and the instance's device announced before it and ended after it
// (no fence, as Kokkos' own dispatch). Nothing where no library is loaded.
class ToolsRegion {
 public:
  ToolsRegion(const char* label, const Kokkos::Cuda& exec) : on_(Kokkos::Tools::profileLibraryLoaded()) {
    if (on_)
      Kokkos::Tools::beginParallelFor(label, Kokkos::Profiling::Experimental::device_id(exec), &id_);
  }
  ~ToolsRegion() {
    if (on_) Kokkos::Tools::endParallelFor(id_);
  }
  ToolsRegion(const ToolsRegion&) = delete;
  ToolsRegion& operator=(const ToolsRegion&) = delete;

 private:
  bool on_;
  std::uint64_t id_ = 0;
};

// The instance's device made current only where it is not (cudaSetDevice on
// every launch is part of what Kokkos spends).
inline void use_device_of(const Kokkos::Cuda& exec) {
  int current = -1;
  if (cudaGetDevice(&current) != cudaSuccess || current != exec.cuda_device())
    cudaSetDevice(exec.cuda_device());
}

inline void check_launch(const char* label) {
  const cudaError_t e = cudaPeekAtLastError();
  if (e != cudaSuccess)
    throw Error(std::string("kspmv: launching ") + label + " failed: " + cudaGetErrorString(e));
}

// Atomics wider than the hardware's (Kokkos::complex<double>'s 16 bytes) take
// a lock from Kokkos' lock array, whose address each translation unit keeps in
// its own __constant__ copy (no relocatable device code); Kokkos fills that
// copy only in its own launch path. A direct launch must fill it too, or the
// first such atomic of a unit whose kernels all launch directly locks at an
// address near zero: the complex DIA + COO apply did, an illegal address on
// the H200 (run 103). Static: one copy and one flag a unit, as Kokkos' own.
static inline void ensure_atomic_locks() {
#if KOKKOS_VERSION >= 40000
  desul::ensure_cuda_lock_arrays_on_device();
#elif defined(KOKKOS_ENSURE_CUDA_LOCK_ARRAYS_ON_DEVICE)
  KOKKOS_ENSURE_CUDA_LOCK_ARRAYS_ON_DEVICE();
#endif
}

// What every direct launch does around its kernel: announced to a tools
// library, on the instance's device, with the lock array filled, a failed
// launch turned into an Error. `launch` issues the kernel itself.
template <class Launch>
void direct_launch(const char* label, const Kokkos::Cuda& exec, const Launch& launch) {
  const ToolsRegion region(label, exec);
  use_device_of(exec);
  ensure_atomic_locks();
  launch();
  check_launch(label);
}

// Grids beyond this many blocks loop (run_direct_teams strides by the grid).
inline constexpr std::int64_t direct_max_blocks = 1 << 30;

#endif

}  // namespace arch

// In both launchers Kokkos' parallel_for stands in the else of the CUDA
// branch, not after its return: after it, every CUDA build would compile a
// parallel_for of each functor that no call takes.
template <class Bounds = Kokkos::LaunchBounds<>, class ExecSpace, class Functor>
void launch_range(const char* label, const ExecSpace& exec, std::int64_t n, const Functor& f) {
  if (n <= 0) return;
  using Policy = std::conditional_t<std::is_same_v<Bounds, Kokkos::LaunchBounds<>>,
                                    Kokkos::RangePolicy<ExecSpace>,
                                    Kokkos::RangePolicy<ExecSpace, Bounds>>;
  const auto policy = light_weight(Policy(exec, 0, n));
#if defined(KOKKOS_ENABLE_CUDA) && defined(__CUDACC__)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    arch::direct_launch(label, exec, [&] { compat::launch_kokkos_range_kernel(policy, f); });
    return;
  } else
#endif
  {
    Kokkos::parallel_for(label, policy, f);
  }
}

template <class Bounds = Kokkos::LaunchBounds<>, class ExecSpace, class Functor>
void launch_vectors(const char* label, const ExecSpace& exec, std::int64_t work, int lanes,
                    const Functor& f) {
  if (work <= 0) return;
#if defined(KOKKOS_ENABLE_CUDA) && defined(__CUDACC__)
  if constexpr (std::is_same_v<ExecSpace, Kokkos::Cuda>) {
    const int team_size = vector_team_size<ExecSpace>(lanes);
    const std::int64_t league = (work + team_size - 1) / team_size;
    if (league > std::int64_t(std::numeric_limits<int>::max()))
      throw Error(std::string("kspmv: ") + label + ": " + std::to_string(league) +
                  " teams exceed a launch's int league");
    const dim3 block(unsigned(lanes), unsigned(team_size), 1);
    const unsigned blocks = unsigned(league < arch::direct_max_blocks ? league : arch::direct_max_blocks);
    arch::direct_launch(label, exec, [&] {
      const compat::UntrackedCopies untracked;
      if constexpr (Bounds::maxTperB == 0)
        arch::direct_vector_kernel<<<blocks, block, 0, exec.cuda_stream()>>>(f, int(league));
      else
        arch::direct_vector_kernel_bounded<int(Bounds::maxTperB), int(Bounds::minBperSM)>
            <<<blocks, block, 0, exec.cuda_stream()>>>(f, int(league));
    });
    return;
  } else
#endif
  {
    if constexpr (std::is_same_v<Bounds, Kokkos::LaunchBounds<>>)
      Kokkos::parallel_for(label, vector_team_policy(exec, work, lanes), f);
    else
      Kokkos::parallel_for(label, vector_team_policy<ExecSpace, Bounds>(exec, work, lanes), f);
  }
}

}  // namespace kspmv
