#pragma once
// P·A·Pᵀ for a square A whose numbering says nothing about where a row reads
// x (randomly numbered graphs and meshes): rows and columns renumbered in
// breadth-first order over A's pattern (Cuthill–McKee's order without its
// sort by degree), each vertex no search has reached starting a new one. A
// row's neighbours are then numbered near it, so that the rows a warp holds
// gather from a few nearby stretches of x instead of from all of it.
//
// The order is found on the host (one pass over the pattern, O(rows + nnz));
// P·A·Pᵀ is built on the device. Row i of P·A·Pᵀ is A's row perm(i) with
// each column c renamed inverse(c), its entries in A's order (rows are not
// sorted: no kspmv format needs them to be), so new values are copied over
// by the same walk (refill_reordered_values).

#include "convert/common.hpp"

#include <Kokkos_Core.hpp>
#include <KokkosSparse_CrsMatrix.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace kspmv {

// perm(new) = old: breadth-first order over the pattern of the n × n matrix
// (row_map, entries) on the host. A search starts at the lowest-numbered
// vertex not yet reached and visits each row's columns in stored order.
template <class O, class RowMap, class Entries>
std::vector<O> breadth_first_order(std::int64_t n, const RowMap& row_map, const Entries& entries) {
  std::vector<O> order;
  order.reserve(std::size_t(n));
  std::vector<char> reached(std::size_t(n), 0);
  for (std::int64_t seed = 0; seed < n; ++seed) {
    if (reached[std::size_t(seed)]) continue;
    reached[std::size_t(seed)] = 1;
    std::size_t head = order.size();
    order.push_back(O(seed));
    while (head < order.size()) {
      const std::int64_t v = std::int64_t(order[head++]);
      for (auto k = row_map(v); k < row_map(v + 1); ++k) {
        const std::int64_t c = std::int64_t(entries(k));
        if (!reached[std::size_t(c)]) {
          reached[std::size_t(c)] = 1;
          order.push_back(O(c));
        }
      }
    }
  }
  return order;
}

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

  std::size_t bytes() const {
    return perm.span() * sizeof(O) + inverse.span() * sizeof(O) +
           matrix.graph.row_map.span() * sizeof(Offset) +
           matrix.graph.entries.span() * sizeof(O) + matrix.values.span() * sizeof(S);
  }
};

// Bytes reorder() allocates for an n × n A with nnz entries.
template <class Matrix>
std::size_t reordered_bytes(std::int64_t n, std::int64_t nnz) {
  using O = typename Matrix::non_const_ordinal_type;
  return 2 * std::size_t(n) * sizeof(O) + std::size_t(n + 1) * sizeof(typename Matrix::non_const_size_type) +
         std::size_t(nnz) * (sizeof(O) + sizeof(typename Matrix::non_const_value_type));
}

namespace detail {

// Row i of P·A·Pᵀ from A's row perm(i): a team of one thread and a warp's
// lanes a row, so that a long row is not one thread's loop. With columns, the
// renamed column indices too; without, the values alone (update_values).
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
  Kokkos::parallel_for(
      columns ? "kspmv::reorder_rows" : "kspmv::reorder_values",
      Kokkos::TeamPolicy<ExecSpace>(exec, n, 1, lanes), KOKKOS_LAMBDA(const Team& t) {
        const std::int64_t i = t.league_rank();
        const auto src = a_rows(perm(i));
        const auto dst = b_rows(i);
        const std::int64_t len = std::int64_t(b_rows(i + 1) - dst);
        Kokkos::parallel_for(Kokkos::ThreadVectorRange(t, len), [&](const std::int64_t k) {
          if (columns) b_cols(dst + k) = inverse(a_cols(src + k));
          b_vals(dst + k) = a_vals(src + k);
        });
      });
}

}  // namespace detail

// P·A·Pᵀ in breadth-first order, or refuses (Error) before allocating where
// it does not fit under `limits`. A must be square.
template <class ExecSpace, class Matrix>
ReorderedMatrix<Matrix> reorder(const ExecSpace& exec, const Matrix& A,
                                const ConversionLimits& limits) {
  using R = ReorderedMatrix<Matrix>;
  using O = typename R::O;
  using Offset = typename R::Offset;
  using Device = typename R::Device;
  const std::int64_t n = A.numRows();
  const std::int64_t nnz = std::int64_t(A.nnz());
  require(A.numCols() == n, "reorder: P·A·P^T needs a square matrix, A is ", n, "x", A.numCols());
  ensure_fits<typename Device::memory_space>(
      "reorder", std::to_string(n) + " rows renumbered, " + std::to_string(nnz) + " entries",
      reordered_bytes<Matrix>(n, nnz), limits);

  const auto h_rows = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), A.graph.row_map);
  const auto h_cols = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), A.graph.entries);
  const std::vector<O> order = breadth_first_order<O>(n, h_rows, h_cols);

  R r;
  r.perm = Kokkos::View<O*, Device>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_perm"), n);
  r.inverse = Kokkos::View<O*, Device>(Kokkos::view_alloc(Kokkos::WithoutInitializing, "kspmv::reorder_inverse"), n);
  {
    const Kokkos::View<const O*, Kokkos::HostSpace, Kokkos::MemoryTraits<Kokkos::Unmanaged>>
        h_order(order.data(), std::size_t(n));
    Kokkos::deep_copy(exec, r.perm, h_order);
    exec.fence();  // `order` is freed on return
  }
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
