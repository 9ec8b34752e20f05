#pragma once
// A second instance of an execution space, ordered against the first by
// events, so that work on it can run beside the first's (DistributedBsr: the
// root's local SpMV while x is being broadcast). On CUDA it has a stream of
// its own (Kokkos::Experimental::partition_space) and `wait_for` is a
// cudaEventRecord on one stream and a cudaStreamWaitEvent on the other: no
// host wait. Elsewhere it is the first instance itself and `wait_for` has
// nothing to do, since everything already runs in order.

#include <Kokkos_Core.hpp>

#include <memory>

namespace kspmv {

template <class ExecSpace>
class SideInstance {
 public:
  explicit SideInstance(const ExecSpace& main) : side_(main) {}
  const ExecSpace& get() const { return side_; }
  // Work enqueued on `later` from now on starts after all work enqueued so far on `earlier`.
  static void order(const ExecSpace& /*earlier*/, const ExecSpace& /*later*/) {}
  static constexpr bool concurrent = false;

 private:
  ExecSpace side_;
};

#if defined(KOKKOS_ENABLE_CUDA)
template <>
class SideInstance<Kokkos::Cuda> {
 public:
  explicit SideInstance(const Kokkos::Cuda& main)
      : side_(Kokkos::Experimental::partition_space(main, 1)[0]) {}
  const Kokkos::Cuda& get() const { return side_; }
  static void order(const Kokkos::Cuda& earlier, const Kokkos::Cuda& later) {
    // One event per call: recording is cheap, and no event is shared between
    // two orders still pending.
    cudaEvent_t event;
    cudaEventCreateWithFlags(&event, cudaEventDisableTiming);
    cudaEventRecord(event, earlier.cuda_stream());
    cudaStreamWaitEvent(later.cuda_stream(), event, 0);
    cudaEventDestroy(event);  // released once the wait is done
  }
  static constexpr bool concurrent = true;

 private:
  Kokkos::Cuda side_;
};
#endif

}  // namespace kspmv
