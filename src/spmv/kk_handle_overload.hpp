#pragma once
// With Kokkos Kernels >= 4.3, code written against KK's handle API,
//   KokkosSparse::spmv(exec, &kk_handle, mode, α, A, x, β, y),
// runs kspmv's kernels by changing only the handle's type to a
// kspmv::SpmvHandle: this overload is more specialized than KK's template.

#include "core/compat.hpp"
#include "spmv/spmv.hpp"

#if KSPMV_HAS_KK_SPMV_HANDLE
namespace KokkosSparse {

// Alpha and beta are deduced exactly as in KK's template so that overload
// resolution ties on them and partial ordering picks this one.
template <class ExecSpace, class Matrix, class XView, class YView, class AlphaType,
          class BetaType>
void spmv(const ExecSpace& exec, kspmv::SpmvHandle<ExecSpace, Matrix, XView, YView>* handle,
          const char mode[], const AlphaType& alpha, const Matrix& A, const XView& x,
          const BetaType& beta, const YView& y) {
  using S = typename Matrix::non_const_value_type;
  kspmv::spmv(exec, handle, mode, S(alpha), A, x, S(beta), y);
}

}  // namespace KokkosSparse
#endif
