#pragma once
// P·A·Pᵀ for a square A whose numbering says nothing about where a row reads
// x (randomly numbered graphs and meshes): rows and columns renumbered in
// clusters grown breadth-first over A's pattern (convert/cluster_order.hpp),
// so that the rows a warp holds gather from a few nearby stretches of x
// instead of from all of it.
//
// Row i of P·A·Pᵀ is A's row perm(i) with each column c renamed inverse(c),
// its entries in A's order (rows are not sorted: no kspmv format needs them
// to be), so new values are copied over by the same walk
// (refill_reordered_values). Everything runs on the device.

#include "convert/cluster_order.hpp"
#include "convert/common.hpp"

#include <Kokkos_Core.hpp>
#include <KokkosSparse_CrsMatrix.hpp>

#include <cstdint>
#include <limits>
#include <string>

namespace kspmv {

// The renumbering and the reordered matrix. Matrix is the caller's CrsMatrix
// type, so that the plans built for A serve P·A·Pᵀ unchanged.
template <class Matrix>
struct ReorderedMatrix {
  using O = typename Matrix::non_const_ordinal_type;
  using Offset = typename Matrix::non_const_size_type;
  using S = typename Matrix::non_const_value_type;
  using Device = typename Matrix::device_type;

  Kokkos::View<O*, Device> perm;     // perm(new) = old
  Kokkos::View<O*, Device> inverse;  // inverse(old) = new
  Matrix matrix;                     // P·A·Pᵀ
  std::int64_t cluster_rows = 0;     // the seeds' spacing the order started from
  int rounds = 0;                    // the order's breadth-first rounds

  std::size_t bytes() const {
    return perm.span() * sizeof(O) + inverse.span() * sizeof(O) +
           matrix.graph.row_map.span() * sizeof(Offset) +
           matrix.graph.entries.span() * sizeof(O) + matrix.values.span() * sizeof(S);
  }
};

// Bytes reorder() keeps for an n × n A with nnz entries (it also needs
// cluster_order_scratch_bytes while it runs).
template <class Matrix>
std::size_t reordered_bytes(std::int64_t n, std::int64_t nnz) {
  using O = typename Matrix::non_const_ordinal_type;
  return 2 * std::size_t(n) * sizeof(O) + std::size_t(n + 1) * sizeof(typename Matrix::non_const_size_type) +
         std::size_t(nnz) * (sizeof(O) + sizeof(typename Matrix::non_const_value_type));
}

namespace detail {

// Row i of P·A·Pᵀ from A's row perm(i): a vector of lanes a row, as many as
// the mean row needs up to the warp (a whole warp over rows of ~7 entries
// left most lanes idle: 2.2 ms at 24M entries, run 51), 128 lanes a team;
// rows of more than `long_row` entries are listed and get a team each in a
// second pass (a vector of 16 lanes took 143 ms over 20 rows of 200k). With
// columns, the renamed column indices too; without, the values alone
// (update_values).
template <class ExecSpace, class Matrix, class OutMatrix>
void copy_reordered_rows(const ExecSpace& exec, const Matrix& A,
                         const ReorderedMatrix<OutMatrix>& r, bool columns) {
  using Team = typename Kokkos::TeamPolicy<ExecSpace>::member_type;
  const std::int64_t n = A.numRows();
  if (n == 0) return;
  const auto a_rows = A.graph.row_map;
  const auto a_cols = A.graph.entries;
  const auto a_vals = A.values;
  const auto b_rows = r.matrix.graph.row_map;
  const auto b_cols = r.matrix.graph.entries;
  const auto b_vals = r.matrix.values;
  const auto perm = r.perm;
  const auto inverse = r.inverse;
  const int lanes = compat::static_warp_width<ExecSpace>();
  const double mean = double(A.nnz()) / double(n);
  int vector = 1;
  while (vector < lanes && vector < mean) vector *= 2;
  const int rows = lanes > 1 ? 128 / vector : 1;
  const std::int64_t long_row = lanes > 1 ? std::max<std::int64_t>(4096, 64 * std::int64_t(vector))
                                          : std::numeric_limits<std::int64_t>::max();
  Kokkos::parallel_for(
      columns ? "kspmv::reorder_rows" : "kspmv::reorder_values",
      Kokkos::TeamPolicy<ExecSpace>(exec, (n + rows - 1) / rows, rows, vector),
      KOKKOS_LAMBDA(const Team& t) {
        Kokkos::parallel_for(Kokkos::TeamThreadRange(t, rows), [&](const int j) {
          const std::int64_t i = std::int64_t(t.league_rank()) * rows + j;
          if (i >= n) return;
          const auto src = a_rows(perm(i));
          const auto dst = b_rows(i);
          const std::int64_t len = std::int64_t(b_rows(i + 1) - dst);
          if (len > long_row) return;
          Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, len), [&](const std::int64_t k) {
            if (columns) b_cols(dst + k) = inverse(a_cols(src + k));
            b_vals(dst + k) = a_vals(src + k);
          });
        });
      });
  if (lanes == 1) return;
  // The long rows, listed, a team each.
  std::int64_t long_rows = 0;
  Kokkos::parallel_reduce(
      "kspmv::reorder_count_long_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& c) {
        c += std::int64_t(b_rows(i + 1) - b_rows(i)) > long_row;
      },
      long_rows);
  if (long_rows == 0) return;
  Kokkos::View<std::int64_t*, typename OutMatrix::device_type> longer(
      Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_long_rows"), long_rows);
  Kokkos::parallel_scan(
      "kspmv::reorder_list_long_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i, std::int64_t& at, const bool final) {
        if (std::int64_t(b_rows(i + 1) - b_rows(i)) <= long_row) return;
        if (final) longer(at) = i;
        ++at;
      });
  Kokkos::parallel_for(
      columns ? "kspmv::reorder_long_rows" : "kspmv::reorder_long_values",
      Kokkos::TeamPolicy<ExecSpace>(exec, long_rows, Kokkos::AUTO), KOKKOS_LAMBDA(const Team& t) {
        const std::int64_t i = longer(t.league_rank());
        const auto src = a_rows(perm(i));
        const auto dst = b_rows(i);
        Kokkos::parallel_for(Kokkos::TeamThreadRange(t, std::int64_t(b_rows(i + 1) - dst)),
                             [&](const std::int64_t k) {
                               if (columns) b_cols(dst + k) = inverse(a_cols(src + k));
                               b_vals(dst + k) = a_vals(src + k);
                             });
      });
}

}  // namespace detail

// P·A·Pᵀ in clusters of about `cluster_rows` rows, or refuses (Error) before
// allocating where it does not fit under `limits`. A must be square.
template <class ExecSpace, class Matrix>
ReorderedMatrix<Matrix> reorder(const ExecSpace& exec, const Matrix& A,
                                const ConversionLimits& limits, std::int64_t cluster_rows) {
  using R = ReorderedMatrix<Matrix>;
  using O = typename R::O;
  using Offset = typename R::Offset;
  using Device = typename R::Device;
  const std::int64_t n = A.numRows();
  const std::int64_t nnz = std::int64_t(A.nnz());
  require(A.numCols() == n, "reorder: P·A·P^T needs a square matrix, A is ", n, "x", A.numCols());
  require(cluster_rows > 0, "reorder: clusters of ", cluster_rows, " rows; give at least 1");
  ensure_fits<typename Device::memory_space>(
      "reorder", std::to_string(n) + " rows renumbered, " + std::to_string(nnz) + " entries",
      reordered_bytes<Matrix>(n, nnz) + cluster_order_scratch_bytes<O>(n), limits);

  R r;
  r.cluster_rows = cluster_rows;
  r.perm = Kokkos::View<O*, Device>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_perm"), n);
  r.inverse = Kokkos::View<O*, Device>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_inverse"), n);
  cluster_order(exec, n, A.graph.row_map, A.graph.entries, cluster_rows, r.perm, &r.rounds);
  const auto perm = r.perm;
  const auto inverse = r.inverse;
  Kokkos::parallel_for(
      "kspmv::reorder_inverse", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
      KOKKOS_LAMBDA(const std::int64_t i) { inverse(perm(i)) = O(i); });

  Kokkos::View<Offset*, Device> rows(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_row_map"), n + 1);
  const auto a_rows = A.graph.row_map;
  exclusive_scan(exec, n, KOKKOS_LAMBDA(const std::int64_t i) {
        return a_rows(perm(i) + 1) - a_rows(perm(i));
      }, rows);
  Kokkos::View<O*, Device> cols(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_entries"), nnz);
  Kokkos::View<typename R::S*, Device> vals(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_values"), nnz);
  r.matrix = Matrix("kspmv::reordered", O(n), O(n), Offset(nnz), vals, rows, cols);
  detail::copy_reordered_rows(exec, A, r, true);
  return r;
}

// New values of A (same pattern) into P·A·Pᵀ.
template <class ExecSpace, class Matrix>
void refill_reordered_values(const ExecSpace& exec, const Matrix& A,
                             const ReorderedMatrix<Matrix>& r) {
  detail::copy_reordered_rows(exec, A, r, false);
}

}  // namespace kspmv
