#pragma once
// A handle's renumbering of A (SpmvOptions::reorder, convert/reorder.hpp):
// the plan is built on B = P·A·Pᵀ, and each apply runs
//   x̂ = P·x (gather),  ŷ = op(B)·x̂ (the plan, α = 1, β = 0),
//   y = α·Pᵀ·ŷ + β·y (a gather of ŷ through P's inverse),
// which is y = α·op(A)·x + β·y for every op, since op(A) = Pᵀ·op(B)·P.
// x̂ and ŷ are buffers held from setup, so apply allocates nothing; rank-2
// X wider than them runs in column batches. The two gathers read a vector
// once each at random places; the plan's gathers of x, one per entry, read
// x̂ near each other instead. With SpmvOptions::reorder_vectors the caller's
// x and y are already x̂ and ŷ, and apply is the plan alone.

#include "convert/reorder.hpp"
#include "spmv/vector_access.hpp"

#include <Kokkos_Core.hpp>
#include <string>
#include <utility>

namespace kspmv {

namespace detail {

// x̂(i, j) = x(perm(i), j0 + j) for the k columns of x̂.
template <class ExecSpace, class Perm, class KX, class Buffer>
void reorder_gather(const ExecSpace& exec, const Perm& perm, const KX& x, const Buffer& x_hat,
                    std::int64_t j0, std::int64_t k) {
  const std::int64_t n = std::int64_t(perm.extent(0));
  Kokkos::parallel_for(
      "kspmv::reorder_gather_x", Kokkos::RangePolicy<ExecSpace>(exec, 0, n * k),
      KOKKOS_LAMBDA(const std::int64_t t) {
        const std::int64_t i = t % n, j = t / n;
        x_hat(i, j) = at(x, perm(i), j0 + j);
      });
}

// y = α·Pᵀ·ŷ + β·y for the k columns of ŷ, as a gather through the inverse
// permutation: y(r, j0 + j) = α·ŷ(inverse(r), j) + β·y(r, j0 + j), β = 0
// overwriting. y is read and written in order and ŷ read at random: a
// scatter would write y at random, a partial sector each (run 50: the
// scatter and the gather of x together cost more than the plan on memplus).
template <class ExecSpace, class Perm, class Buffer, class KY, class S>
void reorder_y_back(const ExecSpace& exec, const Perm& inverse, const S& alpha,
                     const Buffer& y_hat, const S& beta, const KY& y, std::int64_t j0,
                     std::int64_t k) {
  const std::int64_t n = std::int64_t(inverse.extent(0));
  Kokkos::parallel_for(
      "kspmv::reorder_y_back", Kokkos::RangePolicy<ExecSpace>(exec, 0, n * k),
      KOKKOS_LAMBDA(const std::int64_t t) {
        const std::int64_t r = t % n, j = t / n;
        store_result(at(y, r, j0 + j), alpha, beta, S(y_hat(inverse(r), j)));
      });
}

}  // namespace detail

template <class ExecSpace, class Matrix>
class Reordering {
 public:
  using S = typename Matrix::non_const_value_type;
  using Device = typename Matrix::device_type;
  using Buffer = Kokkos::View<S**, Kokkos::LayoutLeft, Device>;

  // Renumbers A and allocates buffers of `width` columns (none for 0: x and
  // y come renumbered), or refuses (Error) before allocating where they do
  // not fit under `limits`.
  static Reordering build(const ExecSpace& exec, const Matrix& A, int width,
                          std::int64_t cluster_rows, const ConversionLimits& limits) {
    Reordering r;
    const std::int64_t n = A.numRows();
    const std::size_t buffers =
        width > 0 ? 2 * std::size_t(n) * std::size_t(width) * sizeof(S) : 0;
    ensure_fits<typename Device::memory_space>(
        "reorder", "x and y buffers of " + std::to_string(width) + " columns", buffers, limits);
    r.reordered_ = reorder(exec, A, limits.less(buffers), cluster_rows);
    r.x_ = Buffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_x"), n, width);
    r.y_ = Buffer(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_y"), n, width);
    return r;
  }

  bool built() const { return reordered_.perm.extent(0) > 0; }
  Kokkos::View<const typename Matrix::non_const_ordinal_type*, Device> permutation() const {
    return reordered_.perm;
  }
  const Matrix& matrix() const { return reordered_.matrix; }
  std::size_t bytes() const {
    return built() ? reordered_.bytes() + (x_.span() + y_.span()) * sizeof(S) : 0;
  }

  void refill(const ExecSpace& exec, const Matrix& A) const {
    if (built()) refill_reordered_values(exec, A, reordered_);
  }

  // y = α·op(A)·x + β·y, `apply_b(x̂, ŷ)` computing ŷ = op(B)·x̂ on views of
  // the caller's kernel types KX and KY.
  template <class KX, class KY, class ApplyB>
  void apply(const ExecSpace& exec, const S& alpha, const KX& x, const S& beta, const KY& y,
             const ApplyB& apply_b) const {
    const std::int64_t vectors = KX::rank == 1 ? 1 : std::int64_t(x.extent(1));
    const std::int64_t width = std::int64_t(x_.extent(1));
    for (std::int64_t j0 = 0; j0 < vectors; j0 += width) {
      const std::int64_t k = vectors - j0 < width ? vectors - j0 : width;
      detail::reorder_gather(exec, reordered_.perm, x, x_, j0, k);
      apply_b(leading_columns<KX>(x_, k), leading_columns<KY>(y_, k));
      detail::reorder_y_back(exec, reordered_.inverse, alpha, y_, beta, y, j0, k);
    }
  }

  std::string describe(bool vectors_renumbered) const {
    return "rows and columns renumbered in clusters grown breadth-first (P A P^T, " +
           std::to_string(reordered_.perm.extent(0)) + " rows, seeds every " +
           std::to_string(reordered_.cluster_rows) + " rows, " + std::to_string(reordered_.rounds) +
           " rounds), " +
           (vectors_renumbered ? std::string("x and y in its numbering (reorder_vectors)")
                               : "x gathered and y put back around each apply, buffers of " +
                                     std::to_string(x_.extent(1)) + " columns");
  }

 private:
  // The first k columns of a buffer as a view of kernel type V (its column 0
  // for rank-1 V).
  template <class V>
  static V leading_columns(const Buffer& b, std::int64_t k) {
    if constexpr (V::rank == 1) return Kokkos::subview(b, Kokkos::ALL, 0);
    else return Kokkos::subview(b, Kokkos::ALL, std::make_pair(std::int64_t(0), k));
  }

  ReorderedMatrix<Matrix> reordered_;
  Buffer x_, y_;
};

}  // namespace kspmv
