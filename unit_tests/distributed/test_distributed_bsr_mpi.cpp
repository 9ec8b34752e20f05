// distributed/distributed_bsr.hpp over MPI on the host backend: run by ctest
// under mpirun on 1 and 2 ranks (CI), the same checks as the NCCL run on GPUs.

#include "distributed_checks.hpp"

#include <distributed/mpi_transport.hpp>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int total = 0;
  {
    Kokkos::ScopeGuard kokkos(argc, argv);
    const kspmv::MpiTransport transport;
    const int failures = kspmv_test::run_distributed_checks(transport);
    MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (transport.rank() == 0)
      std::printf("distributed BSR over MPI on %d ranks: %d failures\n", transport.size(), total);
  }
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
