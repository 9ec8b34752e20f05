#pragma once
// Launch policies of the apply kernels. Each carries Kokkos' HintLightWeight:
// Kokkos then passes the functor as a kernel argument (up to 4 KB). Without
// it, Kokkos CUDA copies a functor above 512 bytes (the load-balanced, HYB
// and EVC-HYB kernels) to constant memory behind a host-side wait on the
// previous such launch: a synchronisation that makes the apply impossible to
// capture in a CUDA graph (cudaErrorStreamCaptureUnsupported) and adds
// latency to every launch.

#include <Kokkos_Core.hpp>

namespace kspmv {

template <class Policy>
auto light_weight(const Policy& policy) {
  return Kokkos::Experimental::require(policy,
                                       Kokkos::Experimental::WorkItemProperty::HintLightWeight);
}

}  // namespace kspmv
