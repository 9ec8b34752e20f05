#pragma once
// x and y of a run as the variants see them: rank-1 views (K = 1, what the
// bench always ran), or rank-2 views of K columns (--vectors K) in LayoutLeft
// or LayoutRight. The host keeps them column by column, so that the reference
// and the error check of K > 1 are the rank-1 ones, applied to each column.

#include "bench_types.hpp"
#include "reference.hpp"

#include <string>
#include <type_traits>
#include <vector>

namespace kspmv_bench {

template <class Scalar>
using HostColumns = std::vector<std::vector<Scalar>>;  // [column][row]

template <class Vectors>
inline constexpr bool is_multivector_v = Vectors::rank == 2;

// What the results files call the layout of x and y.
template <class Vectors>
std::string layout_name() {
  if constexpr (!is_multivector_v<Vectors>) return "rank-1";
  else if constexpr (std::is_same_v<typename Vectors::array_layout, Kokkos::LayoutLeft>) return "left";
  else if constexpr (std::is_same_v<typename Vectors::array_layout, Kokkos::LayoutRight>) return "right";
  else return "stride";
}

template <class Vectors>
Vectors make_vectors(const std::string& label, std::int64_t rows, std::int64_t columns) {
  if constexpr (is_multivector_v<Vectors>)
    return Vectors(label, rows, columns);
  else
    return Vectors(label, rows);  // columns is 1
}

template <class Vectors, class Scalar>
void copy_to_device(const HostColumns<Scalar>& columns, const Vectors& v) {
  auto h = Kokkos::create_mirror_view(v);
  for (std::size_t j = 0; j < columns.size(); ++j)
    for (std::size_t i = 0; i < columns[j].size(); ++i) kspmv::at(h, i, j) = columns[j][i];
  Kokkos::deep_copy(v, h);
}

// out(p, :) = v(perm(p), :): vectors indexed by A's rows, in a plan's sorted order.
template <class Vectors, class Perm>
Vectors gather_rows(const ExecSpace& exec, const Vectors& v, const Perm& perm) {
  const std::int64_t columns = kspmv::num_vectors(v);
  const Vectors out = make_vectors<Vectors>("kspmv_bench::sorted", v.extent(0), columns);
  Kokkos::parallel_for(
      "kspmv_bench::gather_rows", Kokkos::RangePolicy<ExecSpace>(exec, 0, v.extent(0)),
      KOKKOS_LAMBDA(const std::int64_t p) {
        for (std::int64_t j = 0; j < columns; ++j) kspmv::at(out, p, j) = kspmv::at(v, perm(p), j);
      });
  return out;
}

// The relative error of each column of y (a host view) against its reference.
template <class HostVectors, class Scalar>
std::vector<double> column_relative_errors(const HostVectors& y, const HostColumns<Scalar>& ref) {
  std::vector<double> errors;
  if constexpr (!is_multivector_v<HostVectors>) {
    errors.push_back(relative_error(y.data(), ref.at(0)));
  } else {
    std::vector<Scalar> column;
    for (std::size_t j = 0; j < ref.size(); ++j) {
      column.resize(ref[j].size());
      for (std::size_t i = 0; i < column.size(); ++i) column[i] = y(i, j);
      errors.push_back(relative_error(column.data(), ref[j]));
    }
  }
  return errors;
}

}  // namespace kspmv_bench
