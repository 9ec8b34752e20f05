// Complex scalars: modes C and H conjugate.
#include "spmv_suite.hpp"
KSPMV_ALGORITHM_TESTS(SpmvComplex, Kokkos::complex<double>, int)
