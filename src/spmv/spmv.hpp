#pragma once
// The public entry points, with Kokkos Kernels' argument order:
//   kspmv::spmv(exec, &handle, mode, α, A, x, β, y)  reuses the handle's setup
//   kspmv::spmv(exec, algorithm, mode, α, A, x, β, y) sets up for this call only
//   kspmv::spmv(mode, α, A, x, β, y)                  automatic, default instance
// The handle-less forms convert on every call: use a handle for repeated applies.

#include "spmv/handle.hpp"

namespace kspmv {

template <class ExecSpace, class Matrix, class XView, class YView>
void spmv(const ExecSpace& exec, SpmvHandle<ExecSpace, Matrix, XView, YView>* handle,
          const char mode[], const typename Matrix::non_const_value_type& alpha, const Matrix& A,
          const XView& x, const typename Matrix::non_const_value_type& beta, const YView& y) {
  require(handle != nullptr, "spmv: handle is null");
  handle->apply(exec, mode, alpha, A, x, beta, y);
}

template <class ExecSpace, class Matrix, class XView, class YView>
void spmv(const ExecSpace& exec, Algorithm algorithm, const char mode[],
          const typename Matrix::non_const_value_type& alpha, const Matrix& A, const XView& x,
          const typename Matrix::non_const_value_type& beta, const YView& y,
          const SpmvOptions& options = {}) {
  const Op op = parse_mode(mode);
  check_spmv_arguments(op, A, x, y);
  SpmvHandle<ExecSpace, Matrix, XView, YView> handle(algorithm, options);
  handle.setup(exec, A);
  handle.apply(exec, mode, alpha, A, x, beta, y);
  exec.fence();  // the handle's formats die with this scope
}

template <class Matrix, class XView, class YView>
void spmv(const char mode[], const typename Matrix::non_const_value_type& alpha, const Matrix& A,
          const XView& x, const typename Matrix::non_const_value_type& beta, const YView& y) {
  spmv(typename Matrix::execution_space(), Algorithm::automatic, mode, alpha, A, x, beta, y);
}

}  // namespace kspmv
