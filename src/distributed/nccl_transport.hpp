#pragma once
// The transport of distributed/distributed_bsr.hpp over NCCL, for CUDA: the
// buffers stay in device memory and every call is enqueued on the execution
// space's stream, so the broadcast of x, the local SpMV and the gather of y
// follow each other without a host wait. The communicator comes from the
// caller (ncclCommInitRank after MPI, or distributed/fork_ranks.hpp without
// MPI); one rank per GPU.

#include "core/errors.hpp"
#include "core/scalar_traits.hpp"

#include <Kokkos_Core.hpp>
#include <nccl.h>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace kspmv {

class NcclTransport {
 public:
  NcclTransport(ncclComm_t comm, int rank, int size) : comm_(comm), rank_(rank), size_(size) {}
  int rank() const { return rank_; }
  int size() const { return size_; }
  static const char* name() { return "NCCL"; }

  template <class MemorySpace>
  static constexpr bool reaches = std::is_same_v<MemorySpace, Kokkos::CudaSpace>;

  void broadcast(const Kokkos::Cuda& exec, void* data, std::size_t bytes, int root) const {
    check(ncclBroadcast(data, data, bytes, ncclChar, root, comm_, exec.cuda_stream()), "ncclBroadcast");
  }
  template <class S>
  void broadcast(const Kokkos::Cuda& exec, S* data, std::size_t count, int root) const {
    broadcast(exec, static_cast<void*>(data), count * sizeof(S), root);
  }

  // recv (root only) = every rank's `send` of counts[q] entries, rank by rank:
  // one send per rank and, on the root, one receive per rank, in one group.
  template <class S>
  void gather(const Kokkos::Cuda& exec, const S* send, std::size_t count, S* recv,
              const std::vector<std::size_t>& counts, int root) const {
    const cudaStream_t stream = exec.cuda_stream();
    check(ncclGroupStart(), "ncclGroupStart");
    if (rank_ == root) {
      std::size_t offset = 0;
      for (int q = 0; q < size_; ++q) {
        if (counts[q] > 0)
          check(ncclRecv(recv + offset, counts[q] * sizeof(S), ncclChar, q, comm_, stream), "ncclRecv");
        offset += counts[q];
      }
    }
    if (count > 0) check(ncclSend(send, count * sizeof(S), ncclChar, root, comm_, stream), "ncclSend");
    check(ncclGroupEnd(), "ncclGroupEnd");
  }

  template <class S>
  void reduce_sum(const Kokkos::Cuda& exec, const S* send, S* recv, std::size_t count, int root) const {
    using Real = real_type_t<S>;
    static_assert(std::is_same_v<Real, double> || std::is_same_v<Real, float>,
                  "NcclTransport: float, double and their Kokkos::complex only");
    const std::size_t parts = is_complex_v<S> ? 2 : 1;  // a complex sum is the sum of its parts
    check(ncclReduce(send, recv, count * parts, std::is_same_v<Real, double> ? ncclDouble : ncclFloat,
                     ncclSum, root, comm_, exec.cuda_stream()),
          "ncclReduce");
  }

  // Every rank's stream waits for every other's work enqueued so far.
  void barrier(const Kokkos::Cuda& exec) const {
    if (!token_.data()) token_ = Kokkos::View<int*, Kokkos::CudaSpace>("kspmv::nccl::token", 1);
    check(ncclAllReduce(token_.data(), token_.data(), 1, ncclInt, ncclSum, comm_, exec.cuda_stream()),
          "ncclAllReduce");
  }

 private:
  static void check(ncclResult_t status, const char* call) {
    require(status == ncclSuccess, "NcclTransport: ", call, " failed: ", ncclGetErrorString(status));
  }
  ncclComm_t comm_;
  int rank_ = 0, size_ = 1;
  mutable Kokkos::View<int*, Kokkos::CudaSpace> token_;
};

}  // namespace kspmv
