// distributed/distributed_bsr.hpp over NCCL, one process per GPU started by
// distributed/fork_ranks.hpp (the GPU machines have no MPI): the checks of
// distributed_checks.hpp, as the MPI test runs them in CI.
// Usage: test_distributed_bsr_nccl [ranks]   (default 2; exits 77, skipped,
// when the machine has fewer GPUs than ranks)

#include "distributed_checks.hpp"

#include <distributed/fork_ranks.hpp>
#include <distributed/nccl_transport.hpp>

#include <cuda_runtime.h>

int main(int argc, char** argv) {
  const int ranks = argc > 1 ? std::atoi(argv[1]) : 2;
  int gpus = 0;
  // Counting GPUs in the launcher would initialize CUDA before the fork:
  // ask a child instead.
  const int counted = kspmv::fork_ranks<int>(
      1, [] { return 0; },
      [](int, int) {
        int n = 0;
        return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
      });
  gpus = counted;
  if (gpus < ranks) {
    std::printf("SKIPPED: %d ranks need %d GPUs, this machine has %d\n", ranks, ranks, gpus);
    return 77;
  }
  const int status = kspmv::fork_ranks<ncclUniqueId>(
      ranks,
      [] {
        ncclUniqueId id;
        ncclGetUniqueId(&id);
        return id;
      },
      [&](int rank, const ncclUniqueId& id) {
        int total = 0;
        Kokkos::ScopeGuard kokkos(Kokkos::InitializationSettings().set_device_id(rank));
        ncclComm_t comm;
        if (ncclCommInitRank(&comm, ranks, id, rank) != ncclSuccess) return 1;
        {
          const kspmv::NcclTransport transport(comm, rank, ranks);
          const int failures = kspmv_test::run_distributed_checks(transport);
          // The failures of all ranks, summed through NCCL itself.
          Kokkos::View<int*, Kokkos::CudaSpace> count("count", 1);
          Kokkos::deep_copy(count, failures);
          ncclAllReduce(count.data(), count.data(), 1, ncclInt, ncclSum, comm, Kokkos::Cuda().cuda_stream());
          Kokkos::deep_copy(total, Kokkos::subview(count, 0));
          if (rank == 0)
            std::printf("distributed BSR over NCCL on %d GPUs: %d failures\n", ranks, total);
        }
        ncclCommDestroy(comm);
        return total == 0 ? 0 : 1;
      });
  return status;
}
