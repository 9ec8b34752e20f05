#pragma once
// arch::opaque(p): p's value hidden from the optimizer, so that a pointer
// stepped through an unrolled loop stays one register pair. Without it nvcc
// turns `q += step` over a register tile of T vectors into T loop-invariant
// 64-bit offsets, hoisted out of the kernel's loop (registers) and each
// re-added a load (instructions): DIA's rank-2 gather issued 127 warp
// instructions a diagonal for 8 products, 0.57x that with the pointer kept
// opaque (ncu, stencil27:100 at K = 8, H200, run 102). An empty asm with p
// as its in-out operand; CUDA device code only, a no-op elsewhere (HIP's
// constraint letters differ, and host compilers need no help here).

#include <Kokkos_Core.hpp>

namespace kspmv {
namespace arch {

template <class T>
KOKKOS_FORCEINLINE_FUNCTION void opaque(T*& p) {
#if defined(__CUDA_ARCH__)
  asm volatile("" : "+l"(p));
#else
  (void)p;
#endif
}

}  // namespace arch
}  // namespace kspmv
