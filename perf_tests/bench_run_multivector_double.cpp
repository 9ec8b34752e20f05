// run_all for X and Y of K > 1 columns in double, both layouts (one unit: the
// kspmv kernels see both as LayoutStride and are compiled once for them).
#include "bench_run_impl.hpp"

namespace kspmv_bench {
template int run_all<double, MultiVector<double, Kokkos::LayoutLeft>>(Config, RunInfo);
template int run_all<double, MultiVector<double, Kokkos::LayoutRight>>(Config, RunInfo);
}  // namespace kspmv_bench
