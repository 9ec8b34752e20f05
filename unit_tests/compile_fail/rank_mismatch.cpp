// Must NOT compile: x rank-1, y rank-2. The ctest
// static_check_rank_mismatch passes only if the build fails with kspmv's
// static_assert message (x and y must have the same rank).
#include <kspmv.hpp>

int main() {
  using Exec = Kokkos::DefaultExecutionSpace;
  using Matrix = KokkosSparse::CrsMatrix<double, int, Exec::device_type, void, int>;
  Matrix A;
  Kokkos::View<double*, Exec::device_type> x;
  Kokkos::View<double**, Exec::device_type> y;
  kspmv::spmv("N", 1.0, A, x, 0.0, y);
  return 0;
}
