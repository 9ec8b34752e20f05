// Porting a Kokkos Kernels SpMV loop to kspmv by changing one type.
//
// The loop below is ordinary Kokkos Kernels (>= 4.3) code: a handle made once,
// then KokkosSparse::spmv(exec, &handle, ...) every iteration. To run it on
// kspmv's kernels, change the handle's type:
//
//   using Handle = KokkosSparse::SPMVHandle<ExecSpace, Matrix, Vector, Vector>;  // before
//   using Handle = kspmv::SpmvHandle<ExecSpace, Matrix, Vector, Vector>;         // after
//
// and include <kspmv.hpp>: its KokkosSparse::spmv overload for kspmv handles
// (spmv/kk_handle_overload.hpp) is picked over Kokkos Kernels' template. The
// loop itself, its arguments and its semantics stay as they were.
//
// The program runs 200 Jacobi sweeps x ← x + D⁻¹(b − A·x) on a 2D Poisson
// problem with both handle types (Kokkos Kernels 3.4 has no handle API: there
// the same loop calls kspmv::spmv(exec, &handle, ...), which takes the same
// arguments) and checks both against the same sweeps done by a host loop.
// Exit status 0 only when they agree.

#include <kspmv.hpp>

#include <KokkosSparse_CrsMatrix.hpp>
#include <KokkosSparse_spmv.hpp>
#include <Kokkos_Core.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

using ExecSpace = Kokkos::DefaultExecutionSpace;
using Device = Kokkos::Device<ExecSpace, ExecSpace::memory_space>;
using Matrix = KokkosSparse::CrsMatrix<double, int, Device>;
using Vector = Kokkos::View<double*, Device>;

constexpr int grid = 64, n = grid * grid, sweeps = 200;

// 5-point Laplacian with Dirichlet boundary: 4 on the diagonal, -1 off it.
Matrix poisson_2d() {
  using RowMap = Matrix::row_map_type::non_const_type;
  using Entries = Matrix::index_type::non_const_type;
  using Values = Matrix::values_type::non_const_type;
  std::vector<int> cols;
  std::vector<double> vals;
  std::vector<Matrix::non_const_size_type> rows{0};
  for (int i = 0; i < grid; ++i)
    for (int j = 0; j < grid; ++j) {
      const int r = i * grid + j;
      const int nb[5] = {r - grid, r - 1, r, r + 1, r + grid};
      const bool ok[5] = {i > 0, j > 0, true, j + 1 < grid, i + 1 < grid};
      for (int k = 0; k < 5; ++k)
        if (ok[k]) {
          cols.push_back(nb[k]);
          vals.push_back(nb[k] == r ? 4.0 : -1.0);
        }
      rows.push_back(cols.size());
    }
  RowMap row_map("row_map", n + 1);
  Entries entries("entries", cols.size());
  Values values("values", vals.size());
  auto rh = Kokkos::create_mirror_view(row_map);
  auto ch = Kokkos::create_mirror_view(entries);
  auto vh = Kokkos::create_mirror_view(values);
  for (int r = 0; r <= n; ++r) rh(r) = rows[r];
  for (std::size_t k = 0; k < cols.size(); ++k) {
    ch(k) = cols[k];
    vh(k) = vals[k];
  }
  Kokkos::deep_copy(row_map, rh);
  Kokkos::deep_copy(entries, ch);
  Kokkos::deep_copy(values, vh);
  return Matrix("poisson_2d", n, n, int(vals.size()), values, row_map, entries);
}

// The application's loop, written once for any handle type.
template <class Handle>
std::vector<double> jacobi(Handle& handle, const Matrix& A) {
  ExecSpace exec;
  Vector x("x", n), b("b", n), r("r", n);
  Kokkos::deep_copy(b, 1.0);
  for (int s = 0; s < sweeps; ++s) {
    Kokkos::deep_copy(exec, r, b);
#if KSPMV_HAS_KK_SPMV_HANDLE
    KokkosSparse::spmv(exec, &handle, "N", -1.0, A, x, 1.0, r);  // r = b - A x
#else
    kspmv::spmv(exec, &handle, "N", -1.0, A, x, 1.0, r);  // the same call without KK's handle API
#endif
    Kokkos::parallel_for(
        "jacobi_update", Kokkos::RangePolicy<ExecSpace>(exec, 0, n),
        KOKKOS_LAMBDA(const int i) { x(i) += 0.25 * r(i); });
  }
  exec.fence();
  auto xh = Kokkos::create_mirror_view_and_copy(Kokkos::HostSpace(), x);
  return std::vector<double>(xh.data(), xh.data() + n);
}

// The same sweeps, a plain host loop.
std::vector<double> jacobi_on_host() {
  std::vector<double> x(n, 0.0), r(n);
  for (int s = 0; s < sweeps; ++s) {
    for (int i = 0; i < grid; ++i)
      for (int j = 0; j < grid; ++j) {
        const int k = i * grid + j;
        double ax = 4.0 * x[k];
        if (i > 0) ax -= x[k - grid];
        if (j > 0) ax -= x[k - 1];
        if (j + 1 < grid) ax -= x[k + 1];
        if (i + 1 < grid) ax -= x[k + grid];
        r[k] = 1.0 - ax;
      }
    for (int k = 0; k < n; ++k) x[k] += 0.25 * r[k];
  }
  return x;
}

int count_differences(const char* what, const std::vector<double>& got,
                      const std::vector<double>& want) {
  int wrong = 0;
  for (int k = 0; k < n; ++k)
    if (!(std::abs(got[k] - want[k]) <= 1e-11 * (1.0 + std::abs(want[k])))) {
      if (wrong++ < 5)
        std::fprintf(stderr, "%s: x(%d) = %.17g, host loop %.17g\n", what, k, got[k], want[k]);
    }
  std::printf("%s: %s\n", what, wrong ? "DIFFERS from the host loop" : "matches the host loop");
  return wrong;
}

}  // namespace

int main(int argc, char* argv[]) {
  Kokkos::initialize(argc, argv);
  int wrong = 0;
  {
    const Matrix A = poisson_2d();
    const std::vector<double> want = jacobi_on_host();
#if KSPMV_HAS_KK_SPMV_HANDLE
    {
      KokkosSparse::SPMVHandle<ExecSpace, Matrix, Vector, Vector> kk_handle;  // before
      wrong += count_differences("Kokkos Kernels handle", jacobi(kk_handle, A), want);
    }
#endif
    kspmv::SpmvHandle<ExecSpace, Matrix, Vector, Vector> handle;  // after
    wrong += count_differences("kspmv handle", jacobi(handle, A), want);
    std::printf("%s\n", handle.describe().c_str());
  }
  Kokkos::finalize();
  return wrong ? 1 : 0;
}
