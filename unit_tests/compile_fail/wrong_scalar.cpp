// Must NOT compile: y holds float while A holds double.
#include <kspmv.hpp>

int main() {
  using Exec = Kokkos::DefaultExecutionSpace;
  using Matrix = KokkosSparse::CrsMatrix<double, int, Exec::device_type, void, int>;
  Matrix A;
  Kokkos::View<double*, Exec::device_type> x;
  Kokkos::View<float*, Exec::device_type> y;
  kspmv::spmv("N", 1.0, A, x, 0.0, y);
  return 0;
}
