#pragma once
// The kk_rank2 baseline's call: Kokkos Kernels' own rank-2 SpMV,
// y = op(A)·x with α = 1 and β = 0, the only coefficients the benchmark uses.
//
// KokkosSparse::spmv chooses its kernel by run-time branches on α (4 cases),
// β (4 cases) and the mode, and hands a rank-2 x of one column to its rank-1
// path, so one call through it compiles 16 α/β variants of each rank-2
// kernel plus its whole rank-1 dispatch. In the two
// multivector benchmark units that was most of the device code (run 36: 87%
// of their PTX was one rank-2 functor, 64 times). On Kokkos Kernels 4.7 this
// call enters instead where KokkosSparse::spmv's branches end for α = 1,
// β = 0 (Impl::spmv_alpha_beta_mv<..., 1, 0>), with the view types
// KokkosSparse::spmv makes of A, x and y: the kernels launched, their
// template arguments and their launch shapes are the same; only the branches
// before them are skipped. Other versions, whose internals were not
// compared, go through KokkosSparse::spmv (kspmv::compat::kk_spmv).

#include "bench_types.hpp"

#include <cstddef>
#include <stdexcept>

// KokkosSparse_spmv.hpp (through kspmv.hpp) declares Impl::spmv_alpha_beta_mv.
#if KSPMV_KK_VERSION >= 40700 && KSPMV_KK_VERSION < 40800
#define KSPMV_BENCH_KK_RANK2_DIRECT 1
#else
#define KSPMV_BENCH_KK_RANK2_DIRECT 0
#endif

namespace kspmv_bench {

template <class Matrix, class XView, class YView>
void kk_rank2_spmv(const ExecSpace& exec, const char mode[], const Matrix& A, const XView& x,
                   const YView& y) {
  using S = typename YView::non_const_value_type;
#if KSPMV_BENCH_KK_RANK2_DIRECT
  static_assert(XView::rank == 2 && YView::rank == 2, "kk_rank2 is the rank-2 baseline");
  // What KokkosSparse::spmv does before its branches: nothing to multiply
  // gives y = 0 (β = 0); the kernels get the same unmanaged types (x
  // RandomAccess). A single column would go to its rank-1 path, which this
  // call does not compile: the benchmark runs K = 1 on rank-1 views.
  if (x.extent(1) == std::size_t(1))
    throw std::invalid_argument("kk_rank2: one column is the rank-1 baseline's case");
  if (A.numRows() == 0 || A.numCols() == 0 || A.nnz() == 0) {
    Kokkos::deep_copy(exec, y, S(0));
    return;
  }
  using AInternal =
      KokkosSparse::CrsMatrix<typename Matrix::const_value_type, typename Matrix::const_ordinal_type,
                              typename Matrix::device_type, Kokkos::MemoryTraits<Kokkos::Unmanaged>,
                              typename Matrix::const_size_type>;
  using XInternal = Kokkos::View<typename XView::const_data_type,
                                 typename KokkosKernels::Impl::GetUnifiedLayout<XView>::array_layout,
                                 typename XView::device_type,
                                 Kokkos::MemoryTraits<Kokkos::Unmanaged | Kokkos::RandomAccess>>;
  using YInternal = Kokkos::View<typename YView::non_const_data_type,
                                 typename KokkosKernels::Impl::GetUnifiedLayout<YView>::array_layout,
                                 typename YView::device_type, Kokkos::MemoryTraits<Kokkos::Unmanaged>>;
  KokkosSparse::Impl::spmv_alpha_beta_mv<ExecSpace, AInternal, XInternal, YInternal, 1, 0>(
      exec, mode, S(1), AInternal(A), XInternal(x), S(0), YInternal(y));
#else
  kspmv::compat::kk_spmv(exec, mode, S(1), A, x, S(0), y);
#endif
}

}  // namespace kspmv_bench
