#pragma once
// A row-major staging of Y for rank-2 op = Aᵀ by atomics (the mirror of
// spmv/row_major_x.hpp). In a LayoutLeft (or strided) Y the K values an
// entry adds into lie in K columns, K lines of memory; the scatter then
// touches K sectors an entry and keeps K lines of every reached row in L2.
// Staged, a row's values share one or two sectors, and the scatter's lanes
// go across vectors (CsriScatterVectorLanes, spmv/arch/csri_scatter.hpp), so
// one atomic instruction reaches a quarter of the sectors at K = 8. The cost:
// the buffer zeroed and read back (2·sizeof(S)·n·K bytes more than scaling Y
// and adding into it directly) and n·K·sizeof(S) of memory, held by the
// handle from setup for `width` columns (wider Y goes in column batches, each
// reading A once), or the row-major copy of X's buffer where it has one.

#include "convert/common.hpp"
#include "spmv/launch.hpp"
#include "spmv/row_major_x.hpp"
#include "spmv/vector_access.hpp"

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>

namespace kspmv {

// y(:, j0 .. j0 + k) ← β·y + staged, β = 0 ignoring y (NaN, Inf). One
// thread per element, a row's k values in neighbouring threads: the
// staging's reads are contiguous, each column's writes come in runs.
template <class ExecSpace, class Staged, class YView>
void add_staged_into(const ExecSpace& exec, typename YView::const_value_type beta,
                     const Staged& staged, const YView& y, std::int64_t j0) {
  using S = typename YView::non_const_value_type;
  const std::int64_t rows = std::int64_t(staged.extent(0)), k = std::int64_t(staged.extent(1));
  const S b = beta;
  Kokkos::parallel_for(
      "kspmv::row_major_y_add", light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, rows * k)),
      KOKKOS_LAMBDA(const std::int64_t e) {
        const std::int64_t i = e / k, t = e % k;
        S& out = y(i, j0 + t);
        out = b == S(0) ? staged(i, t) : S(b * out + staged(i, t));
      });
}

template <class Scalar, class Device>
class RowMajorYStaging {
 public:
  // A buffer for `width` columns of a Y with `rows` rows, or refuses (Error)
  // before allocating when that does not fit under `limits`.
  static RowMajorYStaging allocate(std::int64_t rows, int width, const ConversionLimits& limits) {
    return over(row_major_buffer<Scalar, Device>("row-major staging of Y", "kspmv::row_major_y",
                                                 rows, width, limits),
                rows, width);
  }

  // The staging in a buffer held elsewhere (the row-major copy of X's), of
  // at least rows × width values.
  static RowMajorYStaging over(const Kokkos::View<Scalar*, Device>& buffer, std::int64_t rows,
                               int width) {
    RowMajorYStaging st;
    st.buffer_ = buffer;
    st.rows_ = rows;
    st.width_ = width;
    return st;
  }

  bool allocated() const { return width_ > 0; }
  int width() const { return width_; }
  std::size_t bytes() const { return buffer_.span() * sizeof(Scalar); }

  using Staged = Kokkos::View<Scalar**, Kokkos::LayoutRight, Device, Kokkos::MemoryUnmanaged>;

  // For each batch of at most width() columns j0 .. j0 + k − 1 of y, in
  // order: scatter(staged, j0, k) with `staged` a rows × k row-major view it
  // must overwrite (β = 0: the scatters zero it first), then y's columns ←
  // β·y + staged. Asynchronous on `exec`, like the kernels it runs.
  template <class ExecSpace, class YView, class Scatter>
  void for_each_batch(const ExecSpace& exec, typename YView::const_value_type beta,
                      const YView& y, Scatter&& scatter) const {
    const std::int64_t vectors = std::int64_t(y.extent(1));
    for (std::int64_t j0 = 0; j0 < vectors; j0 += width_) {
      const std::int64_t k = std::min<std::int64_t>(width_, vectors - j0);
      const Staged staged(buffer_.data(), std::size_t(rows_), std::size_t(k));
      scatter(staged, j0, k);
      add_staged_into(exec, beta, staged, y, j0);
    }
  }

 private:
  Kokkos::View<Scalar*, Device> buffer_;
  std::int64_t rows_ = 0;
  int width_ = 0;
};

}  // namespace kspmv
