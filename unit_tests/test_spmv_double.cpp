// Every algorithm on double with the offset type of Kokkos Kernels 3.4 (size_t).
#include "spmv_suite.hpp"
KSPMV_ALGORITHM_TESTS(SpmvDouble, double, std::size_t)
