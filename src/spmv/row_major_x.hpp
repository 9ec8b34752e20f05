#pragma once
// A row-major copy of X for rank-2 applies of op = A on matrices whose rows
// read x at scattered places. In a LayoutLeft (or strided) X the K values one
// nonzero multiplies lie in K different columns, so each scattered gather of a
// register tile of T vectors (RowTileGrid) touches T memory sectors; in a
// row-major copy they are T·sizeof(S) / 32 sectors: one for the 32-byte tile
// (multivector_tile_bytes), two for the gathers' 64-byte one. Refreshing the
// copy on every apply streams X twice (2·sizeof(S)·n·K bytes); a matrix that
// gathers scattered saves up to T − T·sizeof(S) / 32 sectors per nonzero and
// tile, far more. The handle decides at setup (SpmvOptions::row_major_x, the
// tuning table's row_major_x_min_scattered) and holds the buffer, so apply
// allocates nothing: X wider than the buffer is applied in column batches.

#include "convert/common.hpp"
#include "core/tuning.hpp"
#include "spmv/algorithm.hpp"
#include "spmv/launch.hpp"

#include <Kokkos_Core.hpp>
#include <algorithm>
#include <string>

namespace kspmv {

// Whether SpmvOptions::row_major_x and the share of scattered rows ask a
// plan that reads X by rows to read it through the copy (memory permitting):
// `threshold` is the tuning table's row_major_x_min_scattered or, for the
// merge-path walkers, merge_walk_row_major_x_min_scattered.
inline bool row_major_x_asked(RowMajorX mode, double scattered_rows, double threshold) {
  return mode == RowMajorX::always ||
         (mode == RowMajorX::automatic && scattered_rows >= threshold);
}

// Rows scattered enough for the copy (row_major_x_min_scattered) but below
// row_major_x_ordered_max_scattered: where A's row order decides X's path.
template <class Statistics>
bool scattered_within_ordered_bound(const Statistics& s, const TuningTable& t) {
  return s.scattered_rows >= t.row_major_x_min_scattered &&
         s.scattered_rows < t.row_major_x_ordered_max_scattered;
}
// Rows in order yet scattered (TuningTable::row_major_x_ordered_*): most
// row groups read columns near each other (narrow_groups, counted only where
// this is asked: ordered_rows_worth_counting), though neighbouring rows start
// apart. There a kernel that reads X as given beats the copy's two extra
// streams of X (census graphs, crack: run 66).
template <class Statistics>
bool ordered_rows_read_x_as_given(const Statistics& s, const TuningTable& t) {
  return s.narrow_groups >= t.row_major_x_ordered_min_narrow &&
         scattered_within_ordered_bound(s, t);
}
// Whether a rank-2 handle counts A's narrow groups for the rule above: only
// within those bounds (with row_major_x = never too: automatic then prefers
// staged products over csr_scalar on such rows, as with the copy declined).
template <class Statistics>
bool ordered_rows_worth_counting(const Statistics& s, const SpmvOptions& o, const TuningTable& t,
                                 bool multivector) {
  return multivector && o.row_major_x != RowMajorX::always && s.nnz > 0 &&
         scattered_within_ordered_bound(s, t);
}
// Whether a rank-2 plan that reads X by rows (other than the merge-path
// walkers, merge_walk_row_major_x_min_scattered) reads it through the copy.
template <class Statistics>
bool rows_ask_row_major_x(RowMajorX mode, const Statistics& s, const TuningTable& t) {
  return row_major_x_asked(mode, s.scattered_rows, t.row_major_x_min_scattered) &&
         (mode == RowMajorX::always || !ordered_rows_read_x_as_given(s, t));
}

// rows × width values for a row-major copy of vectors (this X copy, the
// staging of Y in spmv/row_major_y.hpp), or refuses (Error) before
// allocating when that does not fit under `limits`; `what` names it there.
template <class Scalar, class Device>
Kokkos::View<Scalar*, Device> row_major_buffer(const char* what, const std::string& label,
                                               std::int64_t rows, int width,
                                               const ConversionLimits& limits) {
  const std::size_t values = std::size_t(rows) * std::size_t(width);
  ensure_fits<typename Device::memory_space>(
      what, std::to_string(rows) + " x " + std::to_string(width), values * sizeof(Scalar), limits);
  return Kokkos::View<Scalar*, Device>(Kokkos::view_alloc(Kokkos::WithoutInitializing, label),
                                       values);
}

template <class Scalar, class Device>
class RowMajorXCopy {
 public:
  // A buffer for `width` columns of an X with `rows` rows, or refuses
  // (Error) before allocating when that does not fit under `limits`.
  static RowMajorXCopy allocate(std::int64_t rows, int width, const ConversionLimits& limits) {
    RowMajorXCopy c;
    c.buffer_ = row_major_buffer<Scalar, Device>("row-major copy of X", "kspmv::row_major_x", rows,
                                                 width, limits);
    c.rows_ = rows;
    c.width_ = width;
    return c;
  }

  bool allocated() const { return width_ > 0; }
  int width() const { return width_; }
  std::size_t bytes() const { return buffer_.span() * sizeof(Scalar); }
  // The buffer, for the row-major staging of Y to share (spmv/row_major_y.hpp).
  const Kokkos::View<Scalar*, Device>& buffer() const { return buffer_; }

  using Copy = Kokkos::View<Scalar**, Kokkos::LayoutRight, Device, Kokkos::MemoryUnmanaged>;

  // For each batch of at most width() columns j0 .. j0 + k − 1 of x, in
  // order: copies them row-major and calls apply(xr, j0, k), xr the copy as
  // a rows × k view. Asynchronous on `exec`, like the kernels it feeds.
  template <class ExecSpace, class XView, class Apply>
  void for_each_batch(const ExecSpace& exec, const XView& x, Apply&& apply) const {
    const std::int64_t vectors = std::int64_t(x.extent(1));
    for (std::int64_t j0 = 0; j0 < vectors; j0 += width_) {
      const std::int64_t k = std::min<std::int64_t>(width_, vectors - j0);
      apply(copy_columns(exec, x, j0, k), j0, k);
    }
  }

  // Columns j0 .. j0 + k − 1 of x into the buffer, row-major.
  template <class ExecSpace, class XView>
  Copy copy_columns(const ExecSpace& exec, const XView& x, std::int64_t j0, std::int64_t k) const {
    const Copy xr(buffer_.data(), std::size_t(rows_), std::size_t(k));
    // One thread per element, a row's k values in neighbouring threads: the
    // copy's writes are contiguous, each column's reads come in runs.
    Kokkos::parallel_for(
        "kspmv::row_major_x", light_weight(Kokkos::RangePolicy<ExecSpace>(exec, 0, rows_ * k)),
        KOKKOS_LAMBDA(const std::int64_t e) {
          const std::int64_t i = e / k, t = e % k;
          xr(i, t) = x(i, j0 + t);
        });
    return xr;
  }

 private:
  Kokkos::View<Scalar*, Device> buffer_;
  std::int64_t rows_ = 0;
  int width_ = 0;
};

}  // namespace kspmv
