// Uses an installed kspmv: builds the 1D Laplacian (tridiagonal 2, -1) of 100
// rows, computes y = alpha*A*x + beta*y through a kspmv::SpmvHandle for the
// automatic choice and for every algorithm, and compares with a host loop.
// Exit status 0 only when every result matches.

#include <kspmv.hpp>

#include <Kokkos_Core.hpp>
#include <KokkosSparse_CrsMatrix.hpp>

#include <cmath>
#include <cstdio>
#include <iterator>
#include <vector>

namespace {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using Device = Kokkos::Device<ExecSpace, ExecSpace::memory_space>;
using Matrix = KokkosSparse::CrsMatrix<double, int, Device>;  // KK's default offset type
using Vector = Kokkos::View<double*, Device>;
using Handle = kspmv::SpmvHandle<ExecSpace, Matrix, Vector, Vector>;

constexpr int n = 100;

Matrix laplacian_1d() {
  using RowMap = typename Matrix::row_map_type::non_const_type;
  using Entries = typename Matrix::index_type::non_const_type;
  using Values = typename Matrix::values_type::non_const_type;
  const int nnz = 3 * n - 2;
  RowMap row_map("row_map", n + 1);
  Entries entries("entries", nnz);
  Values values("values", nnz);
  auto r = Kokkos::create_mirror_view(row_map);
  auto c = Kokkos::create_mirror_view(entries);
  auto v = Kokkos::create_mirror_view(values);
  int k = 0;
  for (int i = 0; i < n; ++i) {
    r(i) = k;
    for (int j = i - 1; j <= i + 1; ++j) {
      if (j < 0 || j >= n) continue;
      c(k) = j;
      v(k) = (j == i) ? 2.0 : -1.0;
      ++k;
    }
  }
  r(n) = k;
  Kokkos::deep_copy(row_map, r);
  Kokkos::deep_copy(entries, c);
  Kokkos::deep_copy(values, v);
  return Matrix("laplacian_1d", n, n, nnz, values, row_map, entries);
}

// Runs one handle on A, returns the number of wrong entries of y.
int check(kspmv::Algorithm algorithm, const Matrix& A, const char* mode, bool print) {
  const double alpha = 2.5, beta = -1.0;
  Vector x("x", n), y("y", n);
  auto xh = Kokkos::create_mirror_view(x);
  auto yh = Kokkos::create_mirror_view(y);
  for (int i = 0; i < n; ++i) {
    xh(i) = 1.0 + 0.25 * (i % 7);
    yh(i) = 0.5 * (i % 5);
  }
  Kokkos::deep_copy(x, xh);
  Kokkos::deep_copy(y, yh);

  // Host reference; the Laplacian is symmetric, so op(A) is A for N and T.
  std::vector<double> expected(n);
  for (int i = 0; i < n; ++i) {
    double ax = 2.0 * xh(i);
    if (i > 0) ax -= xh(i - 1);
    if (i + 1 < n) ax -= xh(i + 1);
    expected[i] = alpha * ax + beta * yh(i);
  }

  ExecSpace exec;
  kspmv::SpmvOptions options;
  options.bsr_block_size = 1;  // BSR as 1x1 blocks: the Laplacian has no larger ones
  Handle h(algorithm, options);
  h.setup(exec, A);
  kspmv::spmv(exec, &h, mode, alpha, A, x, beta, y);
  exec.fence();  // spmv is asynchronous
  if (print) std::printf("%s\n", h.describe().c_str());

  Kokkos::deep_copy(yh, y);
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    if (!(std::abs(yh(i) - expected[i]) <= 1e-12 * (1.0 + std::abs(expected[i])))) {
      if (wrong < 5)
        std::fprintf(stderr, "%s mode %s: y(%d) = %.17g, expected %.17g\n",
                     kspmv::algorithm_name(algorithm), mode, i, yh(i), expected[i]);
      ++wrong;
    }
  }
  return wrong;
}

}  // namespace

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  int wrong = 0;
  {
    const Matrix A = laplacian_1d();
    wrong += check(kspmv::Algorithm::automatic, A, "N", true);
    for (kspmv::Algorithm a : kspmv::all_algorithms)
      for (const char* mode : {"N", "T"}) wrong += check(a, A, mode, false);
  }
  Kokkos::finalize();
  if (wrong) {
    std::fprintf(stderr, "kspmv_consumer: %d wrong entries\n", wrong);
    return 1;
  }
  std::printf("kspmv_consumer: OK (%d algorithms x modes N, T on a %dx%d 1D Laplacian)\n",
              int(std::size(kspmv::all_algorithms)), n, n);
  return 0;
}
