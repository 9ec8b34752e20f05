// Register count of the staged-products kernel alone (ptxas -v), for tuning variants.
#include <kspmv.hpp>
#include "spmv/arch/staged_products.hpp"
using Dev = Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>;
using Matrix = KokkosSparse::CrsMatrix<double, int, Dev, void, int>;
using Sched = kspmv::CsriSchedule<double, int, Dev>;
using XV = Kokkos::View<const double**, Kokkos::LayoutStride, Dev>;
using YV = Kokkos::View<double**, Kokkos::LayoutStride, Dev>;
template void kspmv::staged_products_apply<Kokkos::Cuda, Sched, Matrix, XV, YV>(
    const Kokkos::Cuda&, const Sched&, bool, const Matrix&, double, const XV&, double, const YV&);
