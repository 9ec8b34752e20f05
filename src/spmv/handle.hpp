#pragma once
// SpmvHandle: the only place that decides. setup(A) validates A, measures its
// rows, picks the algorithm (or takes the one asked for) and builds that
// algorithm's plan (spmv/plans/): the format or schedule, once. apply() runs
// the plan without allocating or fencing; update_values(A) refreshes the
// plan's copy of A's values for a matrix with the same pattern. describe()
// says what was chosen, why, and what setup cost.
//
// The work is HandleCore's (spmv/handle_core.hpp), typed on the views the
// kernels are instantiated for; the handle keeps the caller's view types for
// the checks of its arguments and for kk_native, which runs Kokkos Kernels on
// the caller's views as given.

#include "spmv/checks.hpp"
#include "spmv/handle_core.hpp"
#include "spmv/mode.hpp"
#include "spmv/plans/kk_native.hpp"
#include "spmv/vector_access.hpp"

#include <string>

// kspmv_eti (src/spmv/eti) compiled these cores already.
#if defined(KSPMV_ETI)
#include "kspmv_eti_declarations.hpp"
#endif

namespace kspmv {

template <class ExecSpace, class Matrix, class XView, class YView>
class SpmvHandle {
 public:
  using execution_space = ExecSpace;
  using matrix_type = Matrix;
  using scalar_type = typename Matrix::non_const_value_type;
  using ordinal_type = typename Matrix::non_const_ordinal_type;
  using offset_type = typename Matrix::non_const_size_type;
  using device_type = typename Matrix::device_type;

  explicit SpmvHandle(Algorithm algorithm = Algorithm::automatic, SpmvOptions options = {})
      : core_(algorithm, options) {}

  void setup(const Matrix& A) { setup(ExecSpace(), A); }
  void setup(const ExecSpace& exec, const Matrix& A) {
    static_check_spmv_types<Matrix, XView, YView>();
    core_.setup(exec, A);
  }

  // New values, same pattern: no analysis, no allocation.
  void update_values(const ExecSpace& exec, const Matrix& A) { core_.update_values(exec, A); }
  void update_values(const Matrix& A) { update_values(ExecSpace(), A); }

  bool is_set_up() const { return core_.is_set_up(); }
  Algorithm requested() const { return core_.requested(); }
  Algorithm chosen() const { return core_.chosen(); }
  const SetupReport& report() const { return core_.report(); }
  const SpmvOptions& options() const { return core_.options(); }
  // Whether a rank-2 op = A apply of `vectors` vectors gathers X through the
  // handle's row-major copy (report().x_path says why and where not).
  bool reads_row_major_x(std::int64_t vectors) const { return core_.reads_row_major_x(vectors); }

  // Empty unless the plan leaves rows in its own order (evc_hyb with
  // SpmvOptions::evc_hyb_permuted_y): then y(p) of op = A, and x(p) of
  // op = Aᵀ, belong to A's row row_permutation()(p).
  Kokkos::View<const ordinal_type*, device_type> row_permutation() const {
    return core_.row_permutation();
  }

  // Empty unless the handle renumbered A (SpmvOptions::reorder): perm(new)
  // = old. With SpmvOptions::reorder_vectors, x(i) and y(i) of every apply
  // are A's perm(i) (x̂ = P·x, ŷ = P·y; spmv/reordering.hpp).
  Kokkos::View<const ordinal_type*, device_type> reorder_permutation() const {
    return core_.reorder_permutation();
  }

  std::string describe() const { return core_.describe(); }

  // y = α·op(A)·x + β·y on `exec`, asynchronously: no fence, no allocation.
  // The handle's buffers (the row-major copy of X, which the staging of Y
  // for op = Aᵀ shares, and the renumbered vectors) serve one apply at a
  // time: applies of one handle on different execution space instances must
  // not overlap; give each stream its own handle.
  void apply(const ExecSpace& exec, const char mode[], const scalar_type& alpha, const Matrix& A,
             const XView& x, const scalar_type& beta, const YView& y) {
    const Op op = parse_mode(mode);
    check_spmv_arguments(op, A, x, y);
    if (!is_set_up()) setup(exec, A);  // first call only: this one allocates
    if (!core_.apply(exec, op, alpha, A, KX(x), beta, KY(y)))
      KkNativePlan<ExecSpace, Matrix>().apply(exec, op, alpha, A, x, beta, y);
  }

 private:
  using KX = core_x_view_t<XView>;
  using KY = kernel_view_t<YView>;
  HandleCore<ExecSpace, Matrix, KX, KY> core_;
};

}  // namespace kspmv
