#pragma once
// Moving matrices between the host CSR (generators, reference) and the
// device CrsMatrix (kernels), and listing Matrix Market files.

#include "bench_types.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace kspmv_bench {

template <class Scalar>
Matrix<Scalar> to_device(const HostCsr<Scalar>& h) {
  using M = Matrix<Scalar>;
  using RowMap = typename M::row_map_type::non_const_type;
  using Entries = typename M::index_type::non_const_type;
  using Values = typename M::values_type::non_const_type;
  RowMap row_map(Kokkos::view_alloc(Kokkos::WithoutInitializing, h.name + ":row_map"),
                 h.rows + 1);
  Entries entries(Kokkos::view_alloc(Kokkos::WithoutInitializing, h.name + ":entries"), h.nnz());
  Values values(Kokkos::view_alloc(Kokkos::WithoutInitializing, h.name + ":values"), h.nnz());
  using Unmanaged = Kokkos::MemoryTraits<Kokkos::Unmanaged>;
  Kokkos::deep_copy(row_map,
                    Kokkos::View<const Offset*, Kokkos::HostSpace, Unmanaged>(h.row_map.data(),
                                                                            h.rows + 1));
  Kokkos::deep_copy(entries, Kokkos::View<const Ordinal*, Kokkos::HostSpace, Unmanaged>(
                                 h.entries.data(), h.nnz()));
  Kokkos::deep_copy(values, Kokkos::View<const Scalar*, Kokkos::HostSpace, Unmanaged>(
                                h.values.data(), h.nnz()));
  return M(h.name, Ordinal(h.rows), Ordinal(h.cols), Offset(h.nnz()), values, row_map, entries);
}

template <class Scalar>
HostCsr<Scalar> to_host(const Matrix<Scalar>& A, std::string name) {
  HostCsr<Scalar> h;
  h.name = std::move(name);
  h.rows = A.numRows();
  h.cols = A.numCols();
  h.row_map.resize(h.rows + 1);
  h.entries.resize(A.nnz());
  h.values.resize(A.nnz());
  using Unmanaged = Kokkos::MemoryTraits<Kokkos::Unmanaged>;
  if (h.rows + 1 == std::int64_t(A.graph.row_map.extent(0)))
    Kokkos::deep_copy(
        Kokkos::View<Offset*, Kokkos::HostSpace, Unmanaged>(h.row_map.data(), h.rows + 1),
        A.graph.row_map);
  Kokkos::deep_copy(
      Kokkos::View<Ordinal*, Kokkos::HostSpace, Unmanaged>(h.entries.data(), A.nnz()),
      Kokkos::subview(A.graph.entries, std::make_pair(std::size_t(0), std::size_t(A.nnz()))));
  Kokkos::deep_copy(
      Kokkos::View<Scalar*, Kokkos::HostSpace, Unmanaged>(h.values.data(), A.nnz()),
      Kokkos::subview(A.values, std::make_pair(std::size_t(0), std::size_t(A.nnz()))));
  return h;
}

// Aᵀ on the host (counting sort by column; rows stay in order within a
// column), named NAME^T.
template <class Scalar>
HostCsr<Scalar> host_transpose(const HostCsr<Scalar>& a) {
  HostCsr<Scalar> t;
  t.name = a.name + "^T";
  t.rows = a.cols;
  t.cols = a.rows;
  t.row_map.assign(std::size_t(t.rows + 1), 0);
  for (Ordinal c : a.entries) ++t.row_map[std::size_t(c) + 1];
  for (std::int64_t r = 0; r < t.rows; ++r) t.row_map[r + 1] += t.row_map[r];
  t.entries.resize(a.entries.size());
  t.values.resize(a.values.size());
  std::vector<Offset> next(t.row_map.begin(), t.row_map.end() - 1);
  for (std::int64_t r = 0; r < a.rows; ++r)
    for (Offset k = a.row_map[r]; k < a.row_map[r + 1]; ++k) {
      const Offset pos = next[std::size_t(a.entries[k])]++;
      t.entries[pos] = Ordinal(r);
      t.values[pos] = a.values[k];
    }
  return t;
}

// The *.mtx.gz files of a directory, sorted by name (a stable suite order).
inline std::vector<std::string> matrix_files_in(const std::string& dir) {
  namespace fs = std::filesystem;
  if (!fs::is_directory(dir)) throw std::invalid_argument("--matrix-dir: '" + dir + "' is not a directory");
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir)) {
    const std::string p = e.path().string();
    if (e.is_regular_file() && p.size() > 7 && p.compare(p.size() - 7, 7, ".mtx.gz") == 0)
      files.push_back(p);
  }
  std::sort(files.begin(), files.end());
  return files;
}

inline std::string file_stem(const std::string& path) {
  std::string name = std::filesystem::path(path).filename().string();
  for (const char* ext : {".gz", ".mtx"})
    if (name.size() > std::string(ext).size() &&
        name.compare(name.size() - std::string(ext).size(), std::string::npos, ext) == 0)
      name.resize(name.size() - std::string(ext).size());
  return name;
}

}  // namespace kspmv_bench
